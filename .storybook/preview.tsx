import '../packages/ui/src/styles';
import type { Preview } from '@storybook/react-vite';
import { themes } from 'storybook/theming';
import { I18nProvider, type Locale, locales } from '../packages/ui/src/i18n';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Every story is also an accessibility test: any axe violation fails the run.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    // Chromatic snapshots: dark theme only, animations settled, reduced motion like the local visual tests.
    chromatic: { pauseAnimationAtEnd: true, prefersReducedMotion: 'reduce', diffThreshold: 0.2 },
    docs: { theme: themes.dark, codePanel: true },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Guides',
          ['Getting started', 'Theming', 'Tokens', 'Icons', 'Forms and validation', 'Accessibility', 'Upgrading'],
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
  },
  initialGlobals: { locale: 'en-GB' },
  decorators: [
    (Story, context) => (
      <I18nProvider locale={(context.globals.locale as Locale | undefined) ?? 'en-GB'}>
        <Story />
      </I18nProvider>
    ),
  ],
};

export default preview;
