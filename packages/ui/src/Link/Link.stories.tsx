import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';

const meta = {
  title: 'Ações/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#/ajuda', children: 'Central de ajuda' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const NoTexto: Story = {
  name: 'No meio do texto',
  render: (args) => (
    <p style={{ maxWidth: '28rem', margin: 0 }}>
      Esqueceu a senha? Você pode redefini-la pela{' '}
      <Link {...args} href="#/forgotPassword">
        página de recuperação
      </Link>{' '}
      em poucos minutos.
    </p>
  ),
};

export const Externo: Story = {
  args: {
    external: true,
    href: 'https://www.bcb.gov.br/estabilidadefinanceira/pix',
    children: 'Regulamento do Pix no Banco Central',
  },
};

export const TextoLongo: Story = {
  name: 'Texto longo',
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <Link {...args}>Saiba mais sobre os limites de Pix no período noturno e como alterá-los</Link>
    </div>
  ),
};

export const ComoFilho: Story = {
  name: 'Com o link do roteador (asChild)',
  render: () => (
    <Link asChild>
      <a href="#/bank/statement/account">Ver extrato completo</a>
    </Link>
  ),
};
