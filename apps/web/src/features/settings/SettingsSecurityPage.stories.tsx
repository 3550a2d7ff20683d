import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { BankLayout } from '../../app/layout/BankLayout';
import { thisDevice } from '../../app/testing/fixtures';
import { StoryApp } from '../../app/testing/StoryApp';
import { withSession } from '../../app/testing/storyLoaders';
import { SettingsLayout } from './SettingsLayout';
import { SettingsSecurityPage } from './SettingsSecurityPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [
      {
        path: 'settings',
        element: <SettingsLayout />,
        children: [{ path: 'security', element: <SettingsSecurityPage /> }],
      },
    ],
  },
];

const meta = {
  title: 'Telas/Segurança',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({ idSession: thisDevice.id_session })],
  render: (_args, { loaded }) => (
    <StoryApp
      path="/bank/settings/security"
      routes={routes}
      i18n={loaded.i18n as I18n}
      bank={{ listDevices: () => ({ data: [thisDevice] }) }}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** This device enabled: the device list, and the PIN and password forms ready to use. */
export const AparelhoHabilitado: Story = {};

/** This device not enabled yet: the PIN form is off and says how to turn it on. */
export const SemAparelho: Story = {
  loaders: [withSession({})],
  render: (_args, { loaded }) => (
    <StoryApp path="/bank/settings/security" routes={routes} i18n={loaded.i18n as I18n} />
  ),
};
