import { endpoints, locales } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { expectJson } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

describe.each(backends)('newsletters: an archive per locale and a page per issue on %s', (backend) => {
  const app = appPerBlock(() => createTestApp(backend));

  test('each locale’s archive holds its own issues, newest first, and each issue reads the same by id', async () => {
    const seen = new Set<number>();
    for (const locale of locales) {
      const archive = await expectJson(
        await app.get(`/api/cache/newsletters?locale=${locale}`),
        200,
        endpoints.newsletters.response,
      );
      expect(archive.size, locale).toBe(archive.items.length);
      expect(archive.items.length, locale).toBeGreaterThan(0);
      expect(archive.items.every((issue) => issue.locale === locale)).toBe(true);
      const dates = archive.items.map((issue) => issue.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const issue of archive.items) {
        expect(seen.has(issue.id)).toBe(false);
        seen.add(issue.id);
        const page = await expectJson(
          await app.get(`/api/cache/newsletters/${issue.id}`),
          200,
          endpoints.newsletter.response,
        );
        expect(page).toEqual(issue);
      }
    }
  });

  test('an issue is text blocks, never HTML: headings, paragraphs and lists with their items', async () => {
    const { items } = await expectJson(
      await app.get('/api/cache/newsletters?locale=en-GB'),
      200,
      endpoints.newsletters.response,
    );
    for (const issue of items) {
      expect(issue.blocks.length).toBeGreaterThan(0);
      for (const block of issue.blocks) {
        const texts = [block.text, ...(block.items ?? [])];
        for (const text of texts) expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
        if (block.type === 'list') expect(block.items?.length).toBeGreaterThan(0);
      }
    }
    expect(new Set(items.flatMap((issue) => issue.blocks.map((block) => block.type)))).toContain('paragraph');
  });
});
