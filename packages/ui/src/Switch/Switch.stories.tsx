import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './Switch';

const meta = {
  title: 'Formulários/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Mostrar saldo na tela inicial' },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <Switch {...args} />
    </div>
  ),
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desligado: Story = {};

export const Ligado: Story = { args: { defaultChecked: true } };

export const ComDescricao: Story = {
  name: 'Com descrição',
  args: {
    label: 'Limite noturno reduzido',
    description: 'Entre 20h e 6h, Pix e transferências ficam limitados a R$ 1.000,00.',
    defaultChecked: true,
  },
};

export const Desabilitado: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <Switch {...args} disabled />
      <Switch {...args} label="Notificações por e-mail" disabled defaultChecked />
    </div>
  ),
};

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    label:
      'Permitir que usuários vinculados à conta façam transferências e pagamentos sem aprovação',
    description:
      'Quando desligado, cada operação feita por um usuário vinculado precisa ser aprovada pelo titular da conta.',
  },
};
