import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { BankLayout } from '../../app/layout/BankLayout';
import { StoryApp } from '../../app/testing/StoryApp';
import { withSession } from '../../app/testing/storyLoaders';
import { SettingsAccountPage } from './SettingsAccountPage';
import { SettingsLayout } from './SettingsLayout';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [
      {
        path: 'settings',
        element: <SettingsLayout />,
        children: [{ index: true, element: <SettingsAccountPage /> }],
      },
    ],
  },
];

const meta = {
  title: 'Telas/Ajustes da conta',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  render: (_args, { loaded }) => (
    <StoryApp path="/bank/settings" routes={routes} i18n={loaded.i18n as I18n} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account details, display name and address with the CEP lookup. */
export const Conta: Story = {};
