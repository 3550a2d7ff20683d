import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BalanceCard, type BalanceCardProps } from './BalanceCard';

/** The app keeps `isShowBalance` in shared state; this mimics it. */
function ControlledBalanceCard(props: BalanceCardProps) {
  const [visible, setVisible] = useState(true);
  return <BalanceCard {...props} visible={visible} onVisibleChange={setVisible} />;
}

const meta = {
  title: 'Dinheiro/BalanceCard',
  component: BalanceCard,
  tags: ['autodocs'],
  args: { balance: 1523480 },
} satisfies Meta<typeof BalanceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Oculto: Story = {};

export const Visivel: Story = { name: 'Visível', args: { defaultVisible: true } };

export const Carregando: Story = { args: { loading: true } };

export const Erro: Story = { args: { error: true, onRetry: () => {} } };

export const Zerado: Story = { args: { balance: 0, defaultVisible: true } };

export const ValorAlto: Story = {
  name: 'Valor alto',
  args: { balance: 987654321099, defaultVisible: true },
};

export const Controlado: Story = {
  render: (args) => <ControlledBalanceCard {...args} />,
};
