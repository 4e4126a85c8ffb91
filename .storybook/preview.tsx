import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/client/styles/tokens.css';
import '../src/client/styles/fonts.css';
import '../src/client/styles/base.css';
import '../src/client/styles/shell.css';
import '../src/client/styles/theme-switch.css';
import { type EfirParameters, EfirProviders, storyLang } from '../stories/providers';

/** The toolbar's colour theme, `light` when unset or unknown. */
function storyTheme(value: unknown): 'light' | 'dark' {
  return value === 'dark' ? 'dark' : 'light';
}

/**
 * The toolbar's theme on <html> (`data-theme`, as the server writes the visitor's choice: decision
 * 028), so every story is shown, and checked by the smoke test, in the theme chosen.
 */
const withTheme: Decorator = (Story, context) => {
  document.documentElement.dataset.theme = storyTheme(context.globals.theme);
  return <Story />;
};

/** Every story inside what the app provides: i18n, query cache, client state, router, widget runtime. */
const withEfir: Decorator = (Story, context) => {
  const efir = (context.parameters.efir ?? {}) as EfirParameters;
  return (
    <EfirProviders
      lang={storyLang(context.globals.lang)}
      isAdmin={context.globals.role === 'admin'}
      route={efir.route}
    >
      <Story />
    </EfirProviders>
  );
};

const preview: Preview = {
  decorators: [withEfir, withTheme],
  globalTypes: {
    lang: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'uz', title: 'Ўзбекча (uz, Cyrillic)' },
          { value: 'oz', title: 'O‘zbekcha (oz, Latin)' },
          { value: 'ru', title: 'Русский (ru)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme (data-theme on <html>, as a visitor’s choice)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    role: {
      description: 'Who is looking: a visitor, or an admin who also sees markers of broken widgets',
      toolbar: {
        title: 'Role',
        icon: 'user',
        items: [
          { value: 'visitor', title: 'Visitor' },
          { value: 'admin', title: 'Admin' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'uz', role: 'visitor', theme: 'light' },
  parameters: {
    layout: 'padded',
    // The widths the portal is checked at (spec: 390 and 1366), for the chrome's stories.
    viewport: {
      options: {
        phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop 1366 × 900',
          styles: { width: '1366px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};

export default preview;
