// The translator's type takes the keys a page has loaded and no other (decision 056): the common bundle's, the
// design system's and its own feature's. The `@ts-expect-error` lines are the test: the type check fails when one
// of them compiles.
import { describe, expect, expectTypeOf, test } from 'vitest';
import type enGB from '../../locales/en-GB.json';
import type { PortalMessageKey, Translate } from './useT';

/** A feature's bundle, as `import type messages from '../messages/en-GB.json'` gives it. */
interface OrdersBundle {
  'portal.orders.intro': string;
}

const echo: Translate<OrdersBundle> = (key) => key;

describe('the typed translator', () => {
  test("takes the common keys, the design system's and its own feature's", () => {
    expect(echo('portal.shell.brand')).toBe('portal.shell.brand');
    expect(echo('ui.dialog.close')).toBe('ui.dialog.close');
    expect(echo('portal.orders.intro')).toBe('portal.orders.intro');
    expectTypeOf<PortalMessageKey>().toEqualTypeOf<keyof typeof enGB>();
  });

  test("refuses a key of no bundle, and another feature's key (not loaded with this page)", () => {
    // @ts-expect-error: no bundle has this key
    expect(echo('portal.shell.noSuchKey')).toBe('portal.shell.noSuchKey');
    // @ts-expect-error: the sign-in page's key is in the auth feature's bundle, not the orders page's
    expect(echo('portal.login.title')).toBe('portal.login.title');
    const common: Translate = (key) => key;
    // @ts-expect-error: a feature's key needs its bundle's type
    expect(common('portal.orders.intro')).toBe('portal.orders.intro');
  });
});
