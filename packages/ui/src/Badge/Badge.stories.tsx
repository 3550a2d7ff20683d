import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Componentes/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Agendado', tone: 'neutral' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutro: Story = {};

export const Tons: Story = {
  render: () => (
    <>
      <Badge tone="neutral">Agendado</Badge> <Badge tone="brand">Novo</Badge>{' '}
      <Badge tone="positive">Pago</Badge> <Badge tone="warning">Em análise</Badge>{' '}
      <Badge tone="negative">Vencido</Badge>
    </>
  ),
};

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: { children: 'Aguardando confirmação do banco recebedor', tone: 'warning' },
};
