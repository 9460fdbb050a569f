// The content pages' read (decisions 016 and 048): one page in one locale, site data (the same for every player).

import type { Locale } from '@mynacon/contract/locale';
import { query } from '../../../lib/data/query';
import { dataKey } from '../../../lib/data/store';
import { type ContentPageAnswer, getContentPage } from '../api/get-content-page';

/** A slug the API could serve (the contract's pattern); anything else is not asked for. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A content page of a locale; an address that cannot name one fails without asking. */
export const contentPageQuery = (locale: Locale, slug: string) =>
  query(dataKey<ContentPageAnswer>(`content.page.${locale}.${slug}`, 'site'), (client) =>
    slugPattern.test(slug) ? getContentPage(locale, slug, client) : Promise.reject(new Error('not a page address')),
  );
