import type { Meta, StoryObj } from '@storybook/react-vite';
import { Amount } from './Amount';

const meta = {
  title: 'Dinheiro/Amount',
  component: Amount,
  tags: ['autodocs'],
  args: { value: 123456 },
} satisfies Meta<typeof Amount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const Oculto: Story = { args: { hidden: true } };

export const Credito: Story = {
  name: 'Crédito',
  args: { value: 150000, signDisplay: 'always', tone: 'credit' },
};

export const Debito: Story = { name: 'Débito', args: { value: -4590 } };

export const Zero: Story = { args: { value: 0 } };

export const ValorAlto: Story = {
  name: 'Valor alto',
  args: { value: 123456789012, size: 'xl' },
};

export const Tamanhos: Story = {
  render: (args) => (
    <>
      <Amount {...args} size="sm" /> <Amount {...args} size="md" /> <Amount {...args} size="lg" />{' '}
      <Amount {...args} size="xl" />
    </>
  ),
};
