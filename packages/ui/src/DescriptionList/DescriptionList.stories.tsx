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
