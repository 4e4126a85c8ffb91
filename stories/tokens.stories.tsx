import type { Meta, StoryObj } from '@storybook/react-vite';
import { TokensPage } from './TokensPage';

/** The design tokens of src/client/styles/tokens.css (decision 028): switch the theme in the toolbar. */
const meta = {
  title: 'Design/Tokens',
  component: TokensPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokensPage>;

export default meta;

export const Tokens: StoryObj<typeof meta> = {};

/** The same page in the dark theme, whatever the toolbar says. */
export const TokensDark: StoryObj<typeof meta> = { name: 'Tokens (dark)', globals: { theme: 'dark' } };
