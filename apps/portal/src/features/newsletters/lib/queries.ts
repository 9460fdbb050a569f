// The newsletters' reads (decisions 016 and 048). All are `site` data: the archive and its issues are the same for
// everyone, and the preferences belong to the mailed link, not to whoever is signed in.

import type { Locale } from '@mynacon/contract/locale';
import { query } from '../../../lib/data/query';
import { dataKey } from '../../../lib/data/store';
import { getNewsletter, type NewsletterIssue } from '../api/get-newsletter';
import { getNewsletterPreferences, type NewsletterPreferences } from '../api/get-newsletter-preferences';
import { listNewsletters, type NewsletterArchive } from '../api/list-newsletters';

/** The locale's issues, newest first. */
export const archiveQuery = (locale: Locale) =>
  query(dataKey<NewsletterArchive>(`newsletters.archive.${locale}`, 'site'), (client) =>
    listNewsletters(locale, client),
  );

/** One issue; an address that cannot name one fails without asking. */
export const issueQuery = (id: string | undefined) =>
  query(dataKey<NewsletterIssue>(`newsletters.issue.${id ?? 'none'}`, 'site'), (client) =>
    id === undefined ? Promise.reject(new Error('not an issue address')) : getNewsletter(id, client),
  );

/** The preferences of a mailed link. */
export const preferencesQuery = (id: string) =>
  query(dataKey<NewsletterPreferences>(`newsletters.preferences.${id.toLowerCase()}`, 'site'), (client) =>
    getNewsletterPreferences(id, client),
  );
