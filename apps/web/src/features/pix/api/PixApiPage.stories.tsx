import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { BankLayout } from '../../../app/layout/BankLayout';
import { pixApiClients } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { PixApiPage } from './PixApiPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [{ path: 'pix/api', element: <PixApiPage /> }],
  },
];

const at = (bank: FakeBankHandlers) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp path="/bank/pix/api" routes={routes} i18n={loaded.i18n as I18n} bank={bank} />
  ),
});

const meta = {
  title: 'Telas/Pix/API Pix',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at({ listPixApiClients: () => ({ data: pixApiClients }) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** pix/api: the Padaria's two systems, and the form to create credentials for another. */
export const Credenciais: Story = {};

/** No credentials yet. */
export const SemCredenciais: Story = at({ listPixApiClients: () => ({ data: [] }) });
