import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { BankLayout } from '../../app/layout/BankLayout';
import { operatingStatus, thisDevice } from '../../app/testing/fixtures';
import { StoryApp } from '../../app/testing/StoryApp';
import { withSession } from '../../app/testing/storyLoaders';
import { ReverifyPage } from './ReverifyPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [{ path: 'verify-identity', element: <ReverifyPage /> }],
  },
];

/** REMAKE_KYC: the PIN locked after wrong attempts; the identity again and a new PIN. */
const meta = {
  title: 'Telas/Confirmar identidade',
  parameters: { layout: 'fullscreen' },
  loaders: [
    withSession({
      idSession: thisDevice.id_session,
      status: { ...operatingStatus, status: 4, status_name: 'REMAKE_KYC' },
    }),
  ],
  render: (_args, { loaded }) => (
    <StoryApp path="/bank/verify-identity" routes={routes} i18n={loaded.i18n as I18n} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PinBloqueado: Story = {};
