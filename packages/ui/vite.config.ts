import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/**
 * Library mode inlines every asset as base64, which would put ~400 kB of fonts into styles.css and make every
 * visitor download every script subset. Instead the fonts ship as files in dist/fonts, and their @font-face
 * rules (one per unicode range, so browsers fetch only what a page uses) lead styles.css.
 */
function fontsAsFiles(stylesheets: string[]): Plugin {
  const empty = '\0font-css';
  return {
    name: 'mynacon:fonts-as-files',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith('@fontsource') ? empty : null),
    load: (id) => (id === empty ? '' : null),
    generateBundle: {
      // After Vite's CSS plugin has written styles.css into the bundle.
      order: 'post',
      handler(_options, bundle) {
        let fontFaces = '';
        for (const sheet of stylesheets) {
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
        const styles = bundle['styles.css'];
        if (styles?.type !== 'asset') throw new Error('styles.css was not produced');
        styles.source = `${fontFaces}\n${styles.source}`;
      },
    },
  };
}

export default defineConfig({
  plugins: [
    fontsAsFiles(['@fontsource-variable/inter/wght.css', '@fontsource-variable/jetbrains-mono/wght.css']),
    react(),
    vanillaExtractPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', styles: 'src/styles.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    cssCodeSplit: false,
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      // One module per source file: a site importing one icon bundles that icon alone.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
