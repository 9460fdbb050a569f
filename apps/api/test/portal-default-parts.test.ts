// The parts a flag drawn on in every prerendered page adds, taken out while the configuration has it off (decision 068).
import { describe, expect, test } from 'vitest';
import { withoutParts } from '../src/http/portal/default-parts.ts';

const link = '<li><a href="/fr-FR/support/games">Assistance jeux</a></li>';
const parts = { gameSupport: { 'fr-FR': link } };
const drawn = (features: string, footer = `<ul><li>Aide</li>${link}<li>Contact</li></ul>`) =>
  `<html><body><div id="root" data-prerendered="fr-FR:register"${features}><main>…</main>${footer}</div></body></html>`;

describe('withoutParts', () => {
  test('cuts the part and takes its flag out of #root, keeping the other flags', () => {
    expect(withoutParts(drawn(' data-features="gameSupport referralProgram"'), 'fr-FR', parts, ['gameSupport'])).toBe(
      drawn(' data-features="referralProgram"', '<ul><li>Aide</li><li>Contact</li></ul>'),
    );
    // The last flag taken out takes the attribute with it.
    expect(withoutParts(drawn(' data-features="gameSupport"'), 'fr-FR', parts, ['gameSupport'])).toBe(
      drawn('', '<ul><li>Aide</li><li>Contact</li></ul>'),
    );
  });

  test('a page left as drawn: flag on, not drawn with it, another locale, or the part twice', () => {
    const page = drawn(' data-features="gameSupport"');
    expect(withoutParts(page, 'fr-FR', parts, [])).toBe(page);
    expect(withoutParts(page, 'fr-FR', parts, ['referralProgram'])).toBe(page);
    expect(withoutParts(drawn(''), 'fr-FR', parts, ['gameSupport'])).toBe(drawn(''));
    // No part known for the locale: the page is sent as drawn, flag included, and React takes the link away.
    expect(withoutParts(page, 'de-DE', parts, ['gameSupport'])).toBe(page);
    const twice = drawn(' data-features="gameSupport"', `<ul>${link}${link}</ul>`);
    expect(withoutParts(twice, 'fr-FR', parts, ['gameSupport'])).toBe(twice);
  });

  test('a page without the part (no footer) loses only the flag: it is hydrated without the link either way', () => {
    expect(withoutParts(drawn(' data-features="gameSupport"', ''), 'fr-FR', parts, ['gameSupport'])).toBe(
      drawn('', ''),
    );
  });
});
