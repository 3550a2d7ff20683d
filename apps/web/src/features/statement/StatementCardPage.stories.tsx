import type { Meta, StoryObj } from '@storybook/react-vite';
import { mariaCard } from '../../app/testing/fixtures';
import { withSession } from '../../app/testing/storyLoaders';
import { StatementCardPage } from './StatementCardPage';
import { statementStory } from './testing/statementStory';

const at = statementStory('card', <StatementCardPage />);

const meta = {
  title: 'Telas/Extrato/Cartão',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card, and purchases held (pending), settled, declined and reversed. */
export const Compras: Story = {};

/** Blocked for now: new purchases are declined until it is unblocked. */
export const Bloqueado: Story = at({
  bank: { getDebitCard: () => ({ data: { ...mariaCard, status: 'blocked' } }) },
});

/** No purchase yet. */
export const SemCompras: Story = {
  name: 'Sem compras',
  ...at({ bank: { listCardPurchases: () => ({ data: [] }) } }),
};

/** On a phone: the purchases' "show amounts" goes under their title whole, not broken in two. */
export const Celular: Story = { tags: ['mobile'] };
