import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionNav } from './SectionNav';

const meta = {
  title: 'Navegação/SectionNav',
  component: SectionNav,
  tags: ['autodocs'],
  args: {
    label: 'Extratos',
    current: 'account',
    items: [
      { id: 'account', label: 'Conta', href: '#/bank/statement/account' },
      { id: 'card', label: 'Cartão', href: '#/bank/statement/card' },
      { id: 'ticket', label: 'Boletos', href: '#/bank/statement/ticket' },
    ],
  },
} satisfies Meta<typeof SectionNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Extratos: Story = {};
