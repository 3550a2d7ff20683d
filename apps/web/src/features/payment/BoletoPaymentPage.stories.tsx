import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { RouteObject } from 'react-router-dom';
import { BankLayout } from '../../app/layout/BankLayout';
import { boletoBill, upcomingBill } from '../../app/testing/fixtures';
import { StoryApp } from '../../app/testing/StoryApp';
import { withSession } from '../../app/testing/storyLoaders';
import { BillCard, BoletoPaymentPage } from './BoletoPaymentPage';
import { BoletoReceiptPage } from './BoletoReceiptPage';
import { ConfirmBoletoDialog } from './ConfirmBoletoDialog';

/** A screen of payment inside the bank's layout, at `path`. */
const at = (path: string, pattern: string, element: RouteObject['element']) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp
      path={path}
      routes={[{ path: '/bank', element: <BankLayout />, children: [{ path: pattern, element }] }]}
      i18n={loaded.i18n as I18n}
    />
  ),
});

const meta = {
  title: 'Telas/Pagar/Boleto',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at('/bank/payment', 'payment', <BoletoPaymentPage />),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** payment: the line to type or paste, and the bills in Maria's CPF (DDA) to pay without typing. */
export const Pagar: Story = {};

/** The same on a 360 px phone: a bill's title wraps before its amount, never inside it. */
export const PagarCelular: Story = { tags: ['mobile'] };

/** A boleto looked up four days late: the face value, the fine and the interest, what is paid. */
export const BoletoEncontrado: Story = at(
  '/bank/payment',
  'payment',
  <BillCard bill={boletoBill()} />,
);

/** Paid after 22:00 (or on a weekend): processed on the next business day, and it says so. */
export const ProcessadoNoProximoDiaUtil: Story = at(
  '/bank/payment',
  'payment',
  <BillCard bill={boletoBill({ processing_deferred: true, processing_date: '2026-12-08' })} />,
);

/** A boleto not yet due: paid now with its discount, or scheduled for its due date. */
export const BoletoAVencer: Story = at(
  '/bank/payment',
  'payment',
  <BillCard bill={upcomingBill()} />,
);

/** Scheduling for the due date: the day, what the bill asks then, and the PIN. */
export const ConfirmarAgendamento: Story = at(
  '/bank/payment',
  'payment',
  <ConfirmBoletoDialog bill={upcomingBill()} scheduled onClose={() => undefined} />,
);

/** The PIN, the last step before the money moves. */
export const Confirmar: Story = at(
  '/bank/payment',
  'payment',
  <ConfirmBoletoDialog bill={boletoBill()} onClose={() => undefined} />,
);

/** The receipt, with its authentication and the PDF to keep. */
export const Comprovante: Story = at(
  '/bank/payment/boletos/7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  'payment/boletos/:paymentId',
  <BoletoReceiptPage />,
);

/** The receipt on a 360 px phone. */
export const ComprovanteCelular: Story = { ...Comprovante, tags: ['mobile'] };
