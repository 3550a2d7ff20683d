import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';

const meta = {
  title: 'Componentes/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Maria da Silva' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const Tamanhos: Story = {
  render: (args) => (
    <>
      <Avatar {...args} size="sm" /> <Avatar {...args} size="md" /> <Avatar {...args} size="lg" />
    </>
  ),
};

export const Empresa: Story = { args: { name: 'Padaria Pão de Ouro Ltda' } };

export const NomeLongo: Story = {
  name: 'Nome longo',
  args: { name: 'Ana Beatriz Cavalcanti de Albuquerque dos Santos Oliveira' },
};
