// The store's keys of this feature's data (decision 016). All are `site` data: the archive and its issues are the
// same for everyone, and the preferences belong to the mailed link, not to whoever is signed in.
import { dataKey } from '../../lib/data/store';
import type { Locale } from '../../lib/locale/locales';
import type { NewsletterIssue } from './api/get-newsletter';
import type { NewsletterPreferences } from './api/get-newsletter-preferences';
import type { NewsletterArchive } from './api/list-newsletters';

export const archiveKey = (locale: Locale) => dataKey<NewsletterArchive>(`newsletters.archive.${locale}`, 'site');
export const issueKey = (id: string) => dataKey<NewsletterIssue>(`newsletters.issue.${id}`, 'site');
export const preferencesKey = (id: string) =>
  dataKey<NewsletterPreferences>(`newsletters.preferences.${id.toLowerCase()}`, 'site');
