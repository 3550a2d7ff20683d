import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { BankLayout } from '../../../app/layout/BankLayout';
import { receivedPix } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { ReceivedPixPage } from './ReceivedPixPage';
import { RefundPage } from './RefundPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [
      { path: 'pix/refund', element: <ReceivedPixPage /> },
      { path: 'pix/refund/:endToEndId', element: <RefundPage /> },
    ],
  },
];

const at = (path: string, bank?: FakeBankHandlers) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp path={path} routes={routes} i18n={loaded.i18n as I18n} bank={bank} />
  ),
});

const meta = {
  title: 'Telas/Pix/Devolução',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at('/bank/pix/refund'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** pix/refund: the Pix received in the last 90 days, with what was already given back. */
export const Recebidos: Story = {};

/** Nothing received in the window. */
export const NadaRecebido: Story = at('/bank/pix/refund', {
  listReceivedPix: () => ({ data: [] }),
});

/** One Pix received, partly refunded: the amount left is offered. */
export const Devolver: Story = at(`/bank/pix/refund/${receivedPix().end_to_end_id}`);

/** Fully refunded already: nothing more to give back. */
export const DevolvidoPorInteiro: Story = at(`/bank/pix/refund/${receivedPix().end_to_end_id}`, {
  getReceivedPix: () => ({ data: receivedPix({ refunded_cents: 45_00 }) }),
});
