import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/client/styles/tokens.css';
import '../src/client/styles/base.css';
import '../src/client/styles/shell.css';
import { type EfirParameters, EfirProviders, storyLang } from '../stories/providers';

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
  decorators: [withEfir],
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
  initialGlobals: { lang: 'uz', role: 'visitor' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};

export default preview;
