import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { BankLayout } from '../../app/layout/BankLayout';
import { boundUsers, operatingStatus } from '../../app/testing/fixtures';
import { StoryApp } from '../../app/testing/StoryApp';
import { withSession } from '../../app/testing/storyLoaders';
import { SettingsBindUserPage } from './SettingsBindUserPage';
import { SettingsLayout } from './SettingsLayout';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [
      {
        path: 'settings',
        element: <SettingsLayout />,
        children: [{ path: 'binduser', element: <SettingsBindUserPage /> }],
      },
    ],
  },
];

const meta = {
  title: 'Telas/Usuários da conta',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  render: (_args, { loaded }) => (
    <StoryApp path="/bank/settings/binduser" routes={routes} i18n={loaded.i18n as I18n} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The holder: everyone with access, an invitation pending, actions and the invitation form. */
export const Titular: Story = {};

/** An operator sees the same list, without the holder's actions, and why. */
export const Operador: Story = {
  loaders: [withSession({ status: { ...operatingStatus, user_type: 2 } })],
  render: (_args, { loaded }) => (
    <StoryApp
      path="/bank/settings/binduser"
      routes={routes}
      i18n={loaded.i18n as I18n}
      bank={{
        listBoundUsers: () => ({
          data: boundUsers.map((user) => ({ ...user, is_you: user.user_type === 2 })),
        }),
      }}
    />
  ),
};
