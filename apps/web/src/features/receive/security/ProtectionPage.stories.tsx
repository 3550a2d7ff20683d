import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { BankLayout } from '../../../app/layout/BankLayout';
import { pixDispute } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { ProtectionPage } from './ProtectionPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [{ path: 'receive/security', element: <ProtectionPage /> }],
  },
];

const at = (bank?: FakeBankHandlers) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp
      path="/bank/receive/security"
      routes={routes}
      i18n={loaded.i18n as I18n}
      bank={bank}
    />
  ),
});

const meta = {
  title: 'Telas/Receber/Proteção',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Pix received under dispute (R$ 80,00 blocked, answerable), and one Maria opened, released. */
export const EmAnalise: Story = {};

/** Nothing contested either way. */
export const SemContestacoes: Story = at({ listPixDisputes: () => ({ data: [] }) });

/** Decided: given back to the payer, with the answer the account sent. */
export const Devolvida: Story = at({
  listPixDisputes: ({ query }) => ({
    data:
      query?.role === 'payer'
        ? []
        : [
            pixDispute({
              status: 'REFUNDED',
              answer: 'O bolo foi entregue no sábado.',
              resolved_at: '2026-11-28T12:00:00.000Z',
            }),
          ],
  }),
});
