import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@ipe/domain';
import { Button } from './Button';

const meta = {
  title: 'Ações/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Transferir' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primario: Story = { name: 'Primário' };

export const Secundario: Story = {
  name: 'Secundário',
  args: { variant: 'secondary', children: 'Ver extrato' },
};

export const Fantasma: Story = { args: { variant: 'ghost', children: 'Cancelar' } };

export const Perigo: Story = { args: { variant: 'danger', children: 'Excluir chave Pix' } };

export const Tamanhos: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Pequeno
      </Button>
      <Button {...args} size="md">
        Médio
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
};

export const Desabilitado: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Button {...args} disabled>
        Pagar
      </Button>
      <Button {...args} variant="secondary" disabled>
        Ver extrato
      </Button>
      <Button {...args} variant="danger" disabled>
        Excluir
      </Button>
    </div>
  ),
};

export const Carregando: Story = {
  args: { loading: true, children: 'Enviando Pix' },
};

export const LarguraTotal: Story = {
  name: 'Largura total',
  args: { fullWidth: true, size: 'lg', children: 'Continuar' },
};

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    children: 'Confirmar transferência para Maria Aparecida dos Santos Oliveira',
  },
  render: (args) => (
    <div style={{ maxWidth: '18rem' }}>
      <Button {...args} />
    </div>
  ),
};

/** Consult mode: the action stays visible and focusable, and says why it cannot be used. */
export const ModoConsulta: Story = {
  name: 'Modo consulta',
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '22rem' }}>
      <Button {...args} aria-disabled aria-describedby="consulta-motivo" fullWidth>
        Pagar boleto
      </Button>
      <p id="consulta-motivo" style={{ margin: 0 }}>
        {MESSAGES.DEVICE_NOT_ENABLED}
      </p>
    </div>
  ),
};
