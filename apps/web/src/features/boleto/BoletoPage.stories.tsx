import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { PublicLayout } from '../../app/layout/PublicLayout';
import { publicBoleto } from '../../app/testing/fixtures';
import { StoryApp } from '../../app/testing/StoryApp';
import { withSession } from '../../app/testing/storyLoaders';
import { BoletoPage } from './BoletoPage';

const routes = [
  {
    element: <PublicLayout />,
    children: [{ path: '/boleto/:identifier', element: <BoletoPage /> }],
  },
];

const at = (bank: FakeBankHandlers = {}) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp
      path="/boleto/5b8f0c2e9d4a4e1f8a7c6b5d4e3f2a1b"
      routes={routes}
      i18n={loaded.i18n as I18n}
      bank={bank}
    />
  ),
});

const meta = {
  title: 'Telas/Boleto/Página pública',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession(null)],
  ...at(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: what it asks today, the line, the barcode and the Pix QR Code. */
export const EmAberto: Story = {};

/** Paid: it says so, and nothing to pay is offered. */
export const Pago: Story = at({
  getPublicBoleto: () => ({
    data: publicBoleto({ status: 'paid', amount_today_cents: null, pix_code: null }),
  }),
});

/** On a 360 px phone. */
export const Celular: Story = { tags: ['mobile'] };
