import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { PublicLayout } from '../../app/layout/PublicLayout';
import { GUIDED_STATUS_NAMES } from '@ipe/domain';
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
      options: [...GUIDED_STATUS_NAMES, 'DESCONHECIDA'],
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

/** An account opening the analysis refused: nothing to do in the app, support to ask. */
export const AberturaRecusada: Story = { args: { accountStatus: 'REJECTED' } };

/** A status the app does not know: the safe page, with no promise. */
export const Desconhecida: Story = { args: { accountStatus: 'DESCONHECIDA' } };

/** Signed in: the way on to the account in consult mode. */
export const EmAnaliseComSessao: Story = {
  args: { accountStatus: 'IN_ANALYSIS' },
  loaders: [withSession({})],
  tags: ['mobile'],
};
