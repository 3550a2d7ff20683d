import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { BankLayout } from '../../../app/layout/BankLayout';
import { pixPayment } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { PixReceiptPage } from './PixReceiptPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [{ path: 'pix/payments/:paymentId', element: <PixReceiptPage /> }],
  },
];
const path = `/bank/pix/payments/${pixPayment().id}`;

const answering = (bank: FakeBankHandlers) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp path={path} routes={routes} i18n={loaded.i18n as I18n} bank={bank} />
  ),
});

const meta = {
  title: 'Telas/Pix/Comprovante',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  render: (_args, { loaded }) => (
    <StoryApp path={path} routes={routes} i18n={loaded.i18n as I18n} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent: end-to-end id, both parties with masked documents, date and time in São Paulo. */
export const Enviado: Story = {};

/** Paid by bank data to another bank, which refused: the reason, and the money back. */
export const Devolvido: Story = answering({
  getPixPayment: () => ({
    data: pixPayment({
      channel: 'bank_data',
      status: 'rejected',
      reason: 'PIX_REJECTED_WRONG_DOCUMENT',
      description: null,
      payee: {
        name: null,
        document: '***.234.560-**',
        institution: { ispb: '60701190', name: 'ITAÚ UNIBANCO S.A.' },
        branch: '0421',
        account: '98765',
        account_type: 'checking',
        key_type: null,
        key: null,
      },
    }),
  }),
});

/** Sent by a company: the fee charged with it has its own line. */
export const ComTarifa: Story = answering({
  getPixPayment: () => ({ data: pixPayment({ fee_cents: 1_00 }) }),
});

/** On a 360 px phone. */
export const Celular: Story = { tags: ['mobile'] };
