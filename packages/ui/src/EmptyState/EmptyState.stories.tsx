import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState';

const KeyIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />
  </svg>
);

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'Nenhuma chave Pix',
    description: 'Cadastre uma chave para receber Pix com mais facilidade.',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const ComIconeEAcao: Story = {
  name: 'Com ícone e ação',
  args: { icon: <KeyIcon />, action: <a href="#/bank/pix/keys">Cadastrar chave</a> },
};

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    title: 'Você ainda não tem cobranças emitidas neste período',
    description:
      'As cobranças Pix imediatas e com vencimento que você emitir aparecem aqui, com a situação de cada uma: ativa, paga, vencida ou cancelada. Use os filtros para ver outros períodos.',
  },
};
