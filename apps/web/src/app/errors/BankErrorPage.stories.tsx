import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { BankLayout } from '../layout/BankLayout';
import { ALL_UP } from '../testing/fixtures';
import { StoryApp } from '../testing/StoryApp';
import { withSession } from '../testing/storyLoaders';
import { BankErrorPage } from './BankErrorPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [{ path: 'error', element: <BankErrorPage /> }],
  },
];

const meta = {
  title: 'Telas/Função indisponível',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  render: (_args, { loaded }) => (
    <StoryApp
      path="/bank/error?from=%2Fbank%2Fstatement%2Faccount"
      routes={routes}
      i18n={loaded.i18n as I18n}
      bank={{
        checkHealth: () => ({ ...ALL_UP, service_statement: false, service_balance: false }),
      }}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The statement's services are off: the page names both. */
export const ExtratoForaDoAr: Story = {};
