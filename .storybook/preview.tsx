import '../packages/ui/src/styles';
// Every brand's stylesheet, after the theme; a brand applies when its class is on the document root (decision 052).
import '../packages/ui/src/theme/brands/emberline.css';
import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import type { Preview, StoryContext } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { themes } from 'storybook/theming';
import { I18nProvider, type Locale, locales } from '../packages/ui/src/i18n';
import { type Brand, brandClassName, brands, defaultBrand } from '../packages/ui/src/theme/brand';

// A story test's `waitFor` and `findBy…` give up after 1 s by default: on two cores shared with the API and end-to-end
// tests, a dialog's closing once took longer (decision 057). A passing wait returns as soon as it passes.
if (import.meta.env.MODE === 'test') configure({ asyncUtilTimeout: 10_000 });

/** Puts the brand's class on <html>, so that portals (dialogs, menus, toasts) take the brand too. */
function applyBrand(brand: Brand) {
  let changed = false;
  for (const each of brands) {
    const className = brandClassName(each);
    if (className && document.documentElement.classList.contains(className) !== (each === brand)) {
      document.documentElement.classList.toggle(className, each === brand);
      changed = true;
    }
  }
  if (!changed) return;
  // Colour transitions would otherwise run from the old brand's colours while axe reads them.
  for (const animation of document.getAnimations()) {
    if (animation instanceof CSSTransition) animation.finish();
  }
}

const brandOf = (globals: Record<string, unknown>) =>
  brands.includes(globals.brand as Brand) ? (globals.brand as Brand) : defaultBrand;

/**
 * In the story tests, every story is also checked in every other brand: a brand is only custom properties on the
 * root, so the rendered story (after its play function) switches brand by its class, and axe's colour rules run
 * again on it. The other rules read the markup, which a brand does not change, so they run once. The visual
 * tests render each story in each brand from the start.
 */
async function checkOtherBrands(context: StoryContext) {
  if (import.meta.env.VITEST_STORYBOOK === undefined || context.viewMode !== 'story') return;
  const a11y = (context.parameters.a11y ?? {}) as { disable?: boolean; test?: string; options?: object };
  if (a11y.disable || a11y.test === 'off' || (context.globals.a11y as { manual?: boolean } | undefined)?.manual) return;
  const current = brandOf(context.globals);
  for (const brand of brands) {
    if (brand === current) continue;
    applyBrand(brand);
    try {
      await a11yAfterEach({
        ...context,
        parameters: {
          ...context.parameters,
          a11y: {
            ...a11y,
            options: { ...a11y.options, runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } },
          },
        },
      });
    } catch (error) {
      throw new Error(`In the ${brand} brand: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      applyBrand(current);
    }
  }
}

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Every story is also an accessibility test: any axe violation fails the run.
    // In the story tests, axe reports only the violations' nodes: the passing nodes it gathers for the panel took
    // processor time the tests never read. The panel in Storybook keeps every result.
    a11y: { test: 'error', ...(import.meta.env.MODE === 'test' ? { options: { resultTypes: ['violations'] } } : {}) },
    backgrounds: { disable: true },
    // Chromatic snapshots: dark theme only, animations settled, reduced motion like the local visual tests.
    chromatic: { pauseAnimationAtEnd: true, prefersReducedMotion: 'reduce', diffThreshold: 0.2 },
    docs: { theme: themes.dark, codePanel: true },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Guides',
          [
            'Getting started',
            'Theming',
            'Adding a brand',
            'Tokens',
            'Icons',
            'Forms and validation',
            'Accessibility',
            'Upgrading',
          ],
          'Foundations',
          'Components',
          '*',
        ],
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Locale of the design system strings',
      toolbar: { title: 'Locale', icon: 'globe', items: [...locales], dynamicTitle: true },
    },
    brand: {
      description: 'Brand of the label whose site shows the components',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: [...brands], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en-GB', brand: defaultBrand },
  decorators: [
    (Story, context) => {
      applyBrand(brandOf(context.globals));
      return (
        <I18nProvider locale={(context.globals.locale as Locale | undefined) ?? 'en-GB'}>
          <Story />
        </I18nProvider>
      );
    },
  ],
  afterEach: checkOtherBrands,
};

export default preview;
