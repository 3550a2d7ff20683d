import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { carlosRecipient, companyFees } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { ConfirmPixDialog } from './ConfirmPixDialog';
import type { PixOrder } from './pixOrder';

const order: PixOrder = {
  channel: 'key',
  key: carlosRecipient.key,
  to: `${carlosRecipient.name} · ${carlosRecipient.institution.name}`,
  document: carlosRecipient.document,
  amountCents: 1_234,
  description: 'Almoço de sexta',
};

const routesFor = (shown: PixOrder) => [
  {
    path: '/bank/pix/pay/key',
    element: <ConfirmPixDialog order={shown} onClose={() => undefined} />,
  },
];

const meta = {
  title: 'Telas/Pix/Confirmar Pix',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  render: (_args, { loaded }) => (
    <StoryApp path="/bank/pix/pay/key" routes={routesFor(order)} i18n={loaded.i18n as I18n} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary and the PIN, the last step before the money moves. */
export const ComPin: Story = {};

/** On a 360 px phone: the dialog rises from the bottom. */
export const Celular: Story = { tags: ['mobile'] };

/** Scheduled instead of paid now: when, how often and how many times, then the PIN. */
export const Agendamento: Story = {
  render: (_args, { loaded }) => (
    <StoryApp
      path="/bank/pix/pay/key"
      routes={routesFor({
        ...order,
        amountCents: 1_500_00,
        description: 'Aluguel',
        schedule: { scheduledFor: '2026-11-30', frequency: 'monthly', occurrences: 12 },
      })}
      i18n={loaded.i18n as I18n}
    />
  ),
};

/** A company's Pix: its fee (R$ 1,00 from the fee table) is said before the PIN. */
export const EmpresaComTarifa: Story = {
  render: (_args, { loaded }) => (
    <StoryApp
      path="/bank/pix/pay/key"
      routes={routesFor(order)}
      bank={{ getAccountFees: () => ({ data: companyFees }) }}
      i18n={loaded.i18n as I18n}
    />
  ),
};
