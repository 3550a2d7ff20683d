import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSession } from '../../app/testing/storyLoaders';
import { StatementTicketPage } from './StatementTicketPage';
import { statementStory } from './testing/statementStory';

const at = statementStory('ticket', <StatementTicketPage />);

const meta = {
  title: 'Telas/Extrato/Boletos',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issued boletos in every state, scheduled ones (to come, paid, short of balance), one paid. */
export const Boletos: Story = {};

/** Nothing issued, scheduled nor paid yet: where to start. */
export const Vazio: Story = at({
  bank: {
    listIssuedBoletos: () => ({ data: [] }),
    listBoletoSchedules: () => ({ data: [] }),
    listBoletoPayments: () => ({ data: [] }),
  },
});
