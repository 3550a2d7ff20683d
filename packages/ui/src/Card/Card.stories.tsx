import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Link } from '../Link';
import { Card } from './Card';

const meta = {
  title: 'Estrutura/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    as: 'section',
    title: 'Limites do Pix',
    description: 'Valores por transação, atualizados em 23/11/2026.',
    children: (
      <p style={{ margin: 0 }}>
        Diurno (6h às 20h): R$ 5.000,00 · Noturno (20h às 6h): R$ 1.000,00
      </p>
    ),
  },
  argTypes: { children: { control: false }, action: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const ComAcao: Story = {
  name: 'Com ação',
  args: { action: <Link href="#/bank/pix/limit">Alterar</Link> },
};

export const Elevado: Story = { args: { elevated: true } };

export const Destaque: Story = {
  args: {
    tone: 'brand',
    title: 'Ative seu aparelho',
    description:
      'Para fazer Pix e pagamentos, confirme este aparelho com o código enviado por SMS.',
    children: <Button>Ativar aparelho</Button>,
  },
};

export const Suave: Story = { args: { tone: 'muted' } };

export const SemTitulo: Story = {
  name: 'Sem título',
  args: { title: undefined, description: undefined, as: 'div' },
};

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    title: 'Transferência agendada para Maria Aparecida dos Santos Oliveira de Albuquerque',
    description:
      'O valor será debitado da sua conta no dia agendado, às 6h. Se o saldo não for suficiente, a transferência não será feita e você será avisado.',
    action: <Link href="#/bank/pix/scheduling">Editar</Link>,
  },
};

/** On a phone, an action that does not fit beside the title goes under it, whole. */
export const AcaoNoCelular: Story = {
  name: 'Ação sob o título, no celular',
  tags: ['mobile'],
  args: {
    title: 'Compras no cartão',
    description: undefined,
    action: (
      <Button variant="ghost" size="sm">
        Mostrar valores
      </Button>
    ),
  },
};
