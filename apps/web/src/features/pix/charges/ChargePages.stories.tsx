import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { BankLayout } from '../../../app/layout/BankLayout';
import { pixCharge, pixDueCharge, receivedPix } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { BoletoPixPage } from './BoletoPixPage';
import { ChargePage } from './ChargePage';
import { ChargesPage } from './ChargesPage';
import { CreateChargePage } from './CreateChargePage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [
      { path: 'pix/receive/qrcode', element: <CreateChargePage /> },
      { path: 'pix/receive/boletoPix', element: <BoletoPixPage /> },
      { path: 'pix/requests', element: <ChargesPage /> },
      { path: 'pix/requests/:txid', element: <ChargePage /> },
    ],
  },
];

const at = (path: string, bank?: FakeBankHandlers) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp path={path} routes={routes} i18n={loaded.i18n as I18n} bank={bank} />
  ),
});

const meta = {
  title: 'Telas/Pix/Cobranças',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at('/bank/pix/receive/qrcode'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** pix/receive/qrcode: the charge's key, amount, validity and message. */
export const NovaCobranca: Story = {};

/** An account without a key cannot receive by QR Code yet. */
export const SemChave: Story = at('/bank/pix/receive/qrcode', {
  listPixKeys: () => ({ data: [] }),
});

/** A fixed QR Code: a key, an optional amount and message; made here, never expires. */
export const QrCodeFixo: Story = at('/bank/pix/receive/qrcode?kind=static');

/** pix/requests: active, paid and expired charges. */
export const Lista: Story = at('/bank/pix/requests');

/** No charge issued yet. */
export const ListaVazia: Story = at('/bank/pix/requests', { listPixCharges: () => ({ data: [] }) });

/** An active charge: its QR Code and code, and cancelling it. */
export const Ativa: Story = at(`/bank/pix/requests/${pixCharge().txid}`);

/** A paid charge: the Pix that paid it, and refunding it. */
export const Paga: Story = at(`/bank/pix/requests/${pixCharge().txid}`, {
  getPixCharge: () => ({
    data: pixCharge({
      status: 'CONCLUIDA',
      pix: [
        {
          endToEndId: receivedPix().end_to_end_id,
          valor: '45.00',
          horario: '2026-11-23T14:10:00.000Z',
        },
      ],
    }),
  }),
});

/** pix/receive/boletoPix: payer, amount, due date, fine, interest, abatement and discount. */
export const BoletoComPix: Story = at('/bank/pix/receive/boletoPix');

/** A boleto with Pix issued: amount today, terms, line, QR Code and its PDF. */
export const BoletoAtivo: Story = at(`/bank/pix/requests/${pixDueCharge().txid}`, {
  getPixCharge: () => ({ data: pixDueCharge() }),
});

/** A holder with no Pix key issues a boleto alone: the form opens on "Sem Pix". */
export const BoletoSemChave: Story = at('/bank/pix/receive/boletoPix', {
  listPixKeys: () => ({ data: [] }),
});

/** A boleto issued without Pix: its line and PDF, no QR Code. */
export const BoletoSemPix: Story = at(`/bank/pix/requests/${pixDueCharge().txid}`, {
  getPixCharge: () => ({ data: { ...pixDueCharge(), chave: null, pixCopiaECola: null } }),
});
