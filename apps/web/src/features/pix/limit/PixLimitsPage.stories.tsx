import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { BankLayout } from '../../../app/layout/BankLayout';
import { pixLimits } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { PixLimitsPage } from './PixLimitsPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [{ path: 'pix/limit', element: <PixLimitsPage /> }],
  },
];

const at = (bank: FakeBankHandlers) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp path="/bank/pix/limit" routes={routes} i18n={loaded.i18n as I18n} bank={bank} />
  ),
});

const meta = {
  title: 'Telas/Pix/Limites',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at({ getPixLimits: () => ({ data: pixLimits() }) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** pix/limit at 21:00: the night's R$ 1.000, R$ 300 used, and the form to ask for others. */
export const Limites: Story = {};

/** A raise asked: it counts 24 hours later, and can be taken back until then. */
export const AumentoPedido: Story = at({
  getPixLimits: () => ({
    data: pixLimits({
      pending: {
        daytime: { per_payment_cents: 8_000_00, per_period_cents: 20_000_00 },
        nighttime: { per_payment_cents: 1_000_00, per_period_cents: 2_000_00 },
        night_start: '22:00',
        requested_at: '2026-11-25T00:00:00.000Z',
        effective_at: '2026-11-26T00:00:00.000Z',
      },
    }),
  }),
});
