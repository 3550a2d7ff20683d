import type { Meta, StoryObj } from '@storybook/react-vite';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Estrutura/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: {
    items: [
      { term: 'Titular', description: 'Maria Aparecida dos Santos Oliveira de Albuquerque' },
      { term: 'CPF', description: '123.456.789-09' },
      { term: 'Banco', description: '000 — Ipê' },
      { term: 'Agência / conta', description: '0001 / 12345-6' },
      { term: 'E-mail', description: 'maria.aparecida.santos.oliveira@exemplo.com.br' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DadosDaConta: Story = { name: 'Dados da conta' };

/** Long terms on a phone: each wraps between words, up to half the width, and leaves its value room. */
export const TarifasNoCelular: Story = {
  name: 'Tarifas no celular',
  tags: ['mobile'],
  args: {
    items: [
      { term: 'Manutenção da conta', description: 'Grátis · Sem mensalidade.' },
      { term: 'Pix enviado', description: 'Grátis · Sem limite de quantidade.' },
      { term: 'Segunda via do cartão de débito', description: 'R$ 10,00 · Por cartão.' },
      { term: 'Saque na rede Banco24Horas', description: 'R$ 6,50 · Por saque.' },
    ],
  },
};
