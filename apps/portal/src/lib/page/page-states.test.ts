// One page-state kit (decision 048): one attribute carries a page's or a block's state, one message key says
// "Try again" wherever a read or a submission can be tried again, and every form that sends something goes through
// the kit's `RetryForm` and `useSubmitRetry` (a busy server or too many requests: said inside the form, with "Try again").
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const source = join(import.meta.dirname, '../..');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

describe('the page-state kit', () => {
  test('one state attribute: data-page-state, and no data-{feature}-state beside it', () => {
    const others = files(source, /\.tsx?$/).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/data-(?!page-state)[a-z-]+-state\b/g)].map(
        (match) => `${relative(source, path)}: ${match[0]}`,
      ),
    );
    expect(others).toEqual([]);
  });

  test('one retry message: no other key of any bundle words "Try again"', () => {
    const bundles = files(source, /^[a-z]{2}-[A-Z]{2}\.json$/);
    const byLocale = new Map<string, Record<string, string>>();
    for (const path of bundles) {
      const locale = basename(path, '.json');
      byLocale.set(locale, { ...byLocale.get(locale), ...JSON.parse(readFileSync(path, 'utf8')) });
    }
    expect(byLocale.size).toBe(7);
    for (const [locale, messages] of byLocale) {
      const retry = messages['portal.retry'];
      expect(retry, locale).toBeTruthy();
      const twins = Object.entries(messages).filter(([key, value]) => value === retry && key !== 'portal.retry');
      expect(twins, locale).toEqual([]);
      // The sign-in's own sentences that carry a wait ("… Try again in 3 minutes") are not the button.
      const retryKeys = Object.keys(messages).filter((key) => /\.(retry|tryAgain)$/i.test(key));
      expect(retryKeys.sort()).toEqual([
        'portal.login.error.busy.retry',
        'portal.login.error.locked.retry',
        'portal.retry',
      ]);
    }
  });
});

/** The opening tag of each element `element` matches in a module, attributes and all (arrows' `>` included). */
function tags(text: string, element: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(element)) {
    let depth = 0;
    let end = match.index;
    for (; end < text.length; end += 1) {
      const char = text[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) break;
    }
    found.push(text.slice(match.index, end + 1));
  }
  return found;
}

/**
 * The forms that do not go through the kit, by module and a part of their tag, with the reason. Anything else that
 * renders a form must be the kit's `RetryForm`, which gives it the kit's id, so that its "Try again" submits that
 * form, and draws the kit's notice inside it.
 */
const outsideTheKit: Record<string, { tag: string; why: string }[]> = {
  'features/auth/components/LoginPage.tsx': [
    {
      tag: 'aria-label={title}',
      why: 'the sign-in answers results of the session store, not call errors: its own refusal summary says a busy server with "Try again" and a 429 as the lockout it is',
    },
  ],
  'features/auth/external/components/LinkSignInForm.tsx': [
    {
      tag: "aria-label={t('portal.external.link.existing.title')}",
      why: "the sign-in page's sign-in, with the sign-in page's refusal words (busy included)",
    },
  ],
  'features/orders/components/OrdersPage.tsx': [
    { tag: 'role="search"', why: 'a search of the order history: a read, whose failure the page shows as its state' },
  ],
  'features/support/components/EcommercePage.tsx': [
    {
      tag: 'role="search"',
      why: 'a look-up of an order (a read the HTTP client already tries again on 429 and 503), then a navigation',
    },
  ],
  'features/support/components/HubPage.tsx': [{ tag: 'hubSearchForm', why: 'a search that only changes the address' }],
};

describe('forms', () => {
  test('every form that sends something says "busy" and "too many requests" through RetryForm and useSubmitRetry', () => {
    const modules = files(source, /\.tsx$/).filter((path) => !/\.(test|stories)\.tsx$/.test(path));
    const problems: string[] = [];
    const exceptionsSeen = new Set<string>();
    let kitForms = 0;
    for (const path of modules) {
      const name = relative(source, path);
      // The kit's own module draws the one form it wraps.
      if (name === 'lib/page/SubmitRetry.tsx') continue;
      const text = readFileSync(path, 'utf8');
      for (const tag of tags(text, /<(Form|form)\b/g)) {
        const exception = outsideTheKit[name]?.find((item) => tag.includes(item.tag));
        if (exception === undefined) problems.push(`${name}: ${tag.split('\n')[0]} … does not go through RetryForm`);
        else exceptionsSeen.add(`${name} ${exception.tag}`);
      }
      // Each of the kit's hooks has its RetryForm in the same module, which gets that hook's state.
      const hooks = [...text.matchAll(/const (\w+) = useSubmitRetry\(\)/g)].map((match) => match[1]);
      if ((text.match(/useSubmitRetry\(\)/g)?.length ?? 0) !== hooks.length) {
        problems.push(`${name}: a useSubmitRetry() not kept in a constant`);
      }
      const kitTags = tags(text, /<RetryForm\b/g);
      kitForms += kitTags.length;
      const given = kitTags.map((tag) => /\bretry=\{(\w+)\}/.exec(tag)?.[1]);
      if (given.sort().join() !== hooks.sort().join()) {
        problems.push(
          `${name}: useSubmitRetry() for ${hooks.join(', ') || 'none'}, RetryForm for ${given.join(', ') || 'none'}`,
        );
      }
    }
    expect(problems).toEqual([]);
    // Each exception still names a form (one that went away, or moved into the kit, leaves the list).
    const listed = Object.entries(outsideTheKit).flatMap(([name, items]) => items.map((item) => `${name} ${item.tag}`));
    expect([...exceptionsSeen].sort()).toEqual(listed.sort());
    expect(kitForms).toBeGreaterThanOrEqual(18);
  });
});
