import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Manifest } from '../scripts/first-visit.ts';
import { lazyLayoutModule } from '../src/app/layouts/lazy-layouts.ts';
import { features, routeNames } from '../src/config/paths.ts';
import { pageModules, routePreloadsOf, signedInModule } from './route-preloads.ts';

/** A build's manifest: the entry with a shared chunk, a route module per feature, the lazy layouts, the menu. */
function manifest(): Manifest {
  const chunks: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
    'src/intl-warm-up.ts': { file: 'assets/intl.js', isEntry: true },
    '_react.js': { file: 'assets/react.js' },
    '_card.js': { file: 'assets/card.js', imports: ['_react.js'], css: ['assets/card.css'] },
    '_forms.js': { file: 'assets/forms.js', imports: ['index.html'], css: ['assets/forms.css'] },
    [lazyLayoutModule]: { file: 'assets/side-nav.js', imports: ['index.html', '_card.js'], css: ['assets/side.css'] },
    [signedInModule]: { file: 'assets/menu.js', imports: ['index.html', '_forms.js'] },
    'src/features/home/prefetch.ts': { file: 'assets/home-reads.js', imports: ['index.html', '_card.js'] },
  };
  for (const [name, module] of Object.entries(pageModules)) {
    chunks[module] = { file: `assets/${name}-page.js`, imports: ['index.html', '_forms.js'] };
  }
  for (const feature of features) {
    chunks[`src/features/${feature}/routes.tsx`] = {
      file: `assets/${feature}.js`,
      imports: ['index.html', ...(feature === 'home' ? ['_card.js', '_forms.js'] : [])],
    };
  }
  return chunks;
}

describe('route preloads (decision 058)', () => {
  test("each route names its feature's chunks with their imports, less what every page loads", () => {
    const preloads = routePreloadsOf(manifest());
    expect(preloads.routes.map((route) => route.name)).toEqual(routeNames);
    const home = preloads.routes.find((route) => route.name === 'home');
    expect(home).toEqual({
      name: 'home',
      path: '/',
      feature: 'home',
      // Its prefetch module (the reads its loader starts) first.
      files: [
        'assets/home-reads.js',
        'assets/card.js',
        'assets/card.css',
        'assets/home.js',
        'assets/forms.js',
        'assets/forms.css',
      ],
    });
    expect(preloads.routes.find((route) => route.name === 'login')?.files).toEqual(['assets/auth.js']);
    // A page its route module loads apart (opened from a mail): its chunk and imports are named too.
    expect(preloads.routes.find((route) => route.name === 'customer-resetpassword')?.files).toEqual([
      'assets/auth.js',
      'assets/customer-resetpassword-page.js',
      'assets/forms.js',
      'assets/forms.css',
    ]);
  });

  test("the pages loaded apart are the auth feature's loaders, each named for its route", () => {
    const source = readFileSync(new URL('../src/features/auth/routes.tsx', import.meta.url), 'utf8');
    const loaders = Object.fromEntries(
      [...source.matchAll(/^\s*'?([\w-]+)'?: \(\) => import\('\.\/([^']+)'\),$/gm)].map(([, name, file]) => [
        name,
        `src/features/auth/${file}.tsx`,
      ]),
    );
    expect(Object.keys(loaders).length).toBeGreaterThan(0);
    expect(pageModules).toEqual(loaders);
  });

  test("a page of a lazy layout names the layout's code too; the account menu's is the signed-in player's", () => {
    const preloads = routePreloadsOf(manifest());
    expect(preloads.routes.find((route) => route.name === 'account-device')?.files).toEqual([
      'assets/account.js',
      'assets/side-nav.js',
      'assets/side.css',
      'assets/card.js',
      'assets/card.css',
    ]);
    expect(preloads.routes.find((route) => route.name === 'profile-detail')).toMatchObject({
      path: '/profile/{detail...}',
      files: ['assets/profiles.js'],
    });
    expect(preloads.signedIn).toEqual(['assets/menu.js', 'assets/forms.js', 'assets/forms.css']);
  });

  test('a module no longer in the manifest stops the build rather than naming nothing', () => {
    const chunks = manifest();
    delete chunks[signedInModule];
    expect(() => routePreloadsOf(chunks)).toThrow(/AccountMenu\.tsx is not in the client build's manifest/);
  });
});
