import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
// Runtime dependencies stay imports, so a consuming site dedupes them; fonts and tokens are bundled in.
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].filter(
  (name) => !name.startsWith('@fontsource'),
);

const require = createRequire(import.meta.url);

/** The brands other than the default, each a stylesheet of its own: `dist/brands/<brand>.css` (decision 052). */
const brandModules = readdirSync(new URL('./src/theme/brands/', import.meta.url)).filter((file) =>
  file.endsWith('.css.ts'),
);

/** The stylesheet of the theme (fonts, custom properties, global rules) and the one with every component too. */
const themeSheet = 'theme.css';
const wholeSheet = 'styles.css';
/** What Vite writes where a module imported a stylesheet that went into a file of its own. */
const cssPlaceholder = /\/\* empty css +\*\//g;

/**
 * One stylesheet per style module (decision 017). With `cssCodeSplit`, Vite writes the CSS of each `.css.ts` file
 * into a file of its own next to its module, but library mode leaves a comment where the module imported it. This
 * puts the imports back, in the same places, so that a consumer's bundler loads with a component the styles of that
 * component and of the style modules it composes (vanilla-extract imports those first), and nothing else.
 *
 * It also writes the two whole sheets: `theme.css` (the fonts' `@font-face` rules, then the theme on `:root` and the
 * global rules: what a site imports once, first) and `styles.css` (the theme, then every component's styles in the
 * order of `src/index.ts`: for sites that import one stylesheet for everything).
 *
 * Library mode would inline every font as base64 (~400 kB); the fonts ship as files in `dist/fonts` instead, one
 * per unicode range so that browsers fetch only the subsets a page uses.
 */
function stylesheets({
  fonts,
  themeEntry,
  componentsEntry,
}: {
  fonts: string[];
  themeEntry: string;
  componentsEntry: string;
}): Plugin {
  const empty = '\0font-css';
  return {
    name: 'mynacon:stylesheets',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith('@fontsource') ? empty : null),
    load: (id) => (id === empty ? '' : null),
    generateBundle: {
      // After Vite's CSS plugin has written each module's stylesheet and left its placeholders.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const sheets = [...(chunk.viteMetadata?.importedCss ?? [])];
          const placeholders = chunk.code.match(cssPlaceholder) ?? [];
          if (placeholders.length !== sheets.length) {
            throw new Error(`${chunk.fileName}: ${sheets.length} stylesheets for ${placeholders.length} placeholders`);
          }
          // Same lines as the placeholders, so the source map stays right.
          let next = 0;
          chunk.code = chunk.code.replace(cssPlaceholder, () => {
            const sheet = posix.relative(posix.dirname(chunk.fileName), sheets[next++] ?? '');
            return `import ${JSON.stringify(sheet.startsWith('.') ? sheet : `./${sheet}`)};`;
          });
        }

        let fontFaces = '';
        for (const sheet of fonts) {
          const path = require.resolve(sheet);
          const css = readFileSync(path, 'utf8');
          for (const [, file] of css.matchAll(/url\(\.\/files\/([^)]+\.woff2)\)/g)) {
            this.emitFile({
              type: 'asset',
              fileName: `fonts/${file}`,
              source: readFileSync(join(dirname(path), 'files', file ?? '')),
            });
          }
          fontFaces += css.replaceAll('url(./files/', 'url(./fonts/');
        }

        // A chunk's stylesheets after those of the chunks it imports: the order in which a browser applies them.
        const collected = new Set<string>();
        const visited = new Set<string>();
        const collect = (fileName: string): string => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || visited.has(fileName)) return '';
          visited.add(fileName);
          let css = '';
          for (const imported of chunk.imports) css += collect(imported);
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) {
            const asset = bundle[sheet];
            if (collected.has(sheet) || asset?.type !== 'asset') continue;
            collected.add(sheet);
            css += String(asset.source);
          }
          return css;
        };
        const theme = `${fontFaces}\n${collect(themeEntry)}`;
        const components = collect(componentsEntry);
        if (!theme.includes(':root{') || !components) throw new Error('The theme or the components have no styles');
        this.emitFile({ type: 'asset', fileName: themeSheet, source: theme });
        this.emitFile({ type: 'asset', fileName: wholeSheet, source: `${theme}${components}` });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    stylesheets({
      fonts: ['@fontsource-variable/inter/wght.css', '@fontsource-variable/jetbrains-mono/wght.css'],
      themeEntry: 'styles.js',
      componentsEntry: 'index.js',
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        styles: 'src/styles.ts',
        ...Object.fromEntries(
          brandModules.map((file) => [`theme/brands/${file.replace(/\.ts$/, '')}`, `src/theme/brands/${file}`]),
        ),
      },
      formats: ['es'],
    },
    // A stylesheet per style module, imported by that module (see `stylesheets`).
    cssCodeSplit: true,
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      // One module per source file: a site importing one icon bundles that icon alone.
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        // `Button/Button.css.ts.vanilla.css` → `Button/Button.css`, beside the `Button.css.js` that imports it.
        assetFileNames: ({ names }) => names[0]?.replace(/\.css\.ts\.vanilla\.css$/, '.css') ?? '[name][extname]',
      },
    },
  },
});
