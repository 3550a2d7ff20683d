import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { PublicLayout } from '../../app/layout/PublicLayout';
import { StoryApp } from '../../app/testing/StoryApp';
import { withSession } from '../../app/testing/storyLoaders';
import { StatusPage } from './StatusPage';

const routes = [
  { element: <PublicLayout />, children: [{ path: '/status', element: <StatusPage /> }] },
];

const meta = {
  title: 'Telas/Situação da conta',
  parameters: { layout: 'fullscreen' },
  args: { accountStatus: 'BLOCKED' },
  argTypes: {
    accountStatus: {
      control: 'select',
      options: ['PENDING_ACTIVATION', 'IN_ANALYSIS', 'REMAKE_KYC', 'BLOCKED', 'CLOSED'],
    },
  },
  loaders: [withSession(null)],
  render: ({ accountStatus }, { loaded }) => (
    <StoryApp
      path={`/status?accountStatus=${accountStatus}`}
      routes={routes}
      i18n={loaded.i18n as I18n}
    />
  ),
} satisfies Meta<{ accountStatus: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bloqueada: Story = {};

export const RefazerIdentidade: Story = { args: { accountStatus: 'REMAKE_KYC' } };

/** Signed in: the way on to the account in consult mode. */
export const EmAnaliseComSessao: Story = {
  args: { accountStatus: 'IN_ANALYSIS' },
  loaders: [withSession({})],
  tags: ['mobile'],
};
