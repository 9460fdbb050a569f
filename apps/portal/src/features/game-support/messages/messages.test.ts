import { expect } from 'vitest';
import { describeFeatureMessages } from '../../../lib/i18n/testing/feature-messages';

describeFeatureMessages({
  name: 'the game-support messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.gameSupport.'],
  values: { count: 2, page: 3, platform: 'PS5', query: 'crash' },
  sameInEnglish: [
    'portal.gameSupport.board.status',
    'portal.gameSupport.board.platform',
    'portal.gameSupport.report.platform',
    'portal.gameSupport.create.platform',
    'portal.gameSupport.post.platform',
    'portal.gameSupport.report.votes',
    'portal.gameSupport.report.voteCount',
    'portal.gameSupport.sort.votes',
    'portal.gameSupport.create.body',
  ],
  extra: (format) => {
    expect(format('portal.gameSupport.report.voteCount', { count: 1 })).toMatch(/1/);
  },
});
