import type { Meta, StoryObj } from '@storybook/react-vite';
import { TransactionList, type Transaction } from './TransactionList';

// A fixed "today" keeps the Hoje/Ontem headings and the screenshots stable.
const today = new Date('2026-11-22T15:00:00-03:00');

const transactions: Transaction[] = [
  {
    id: '1',
    description: 'Pix recebido de Ana Souza',
    detail: 'Banco do Brasil',
    amount: 150000,
    direction: 'credit',
    occurredAt: '2026-11-22T10:05:00-03:00',
  },
  {
    id: '2',
    description: 'Padaria Pão de Ouro',
    detail: 'Compra no débito',
    amount: 1890,
    direction: 'debit',
    occurredAt: '2026-11-22T08:12:00-03:00',
  },
  {
    id: '3',
    description: 'Mercado Central',
    detail: 'Pix enviado',
    amount: 45990,
    direction: 'debit',
    occurredAt: '2026-11-21T23:30:00-03:00',
  },
  {
    id: '4',
    description: 'Conta de luz — Enel',
    detail: 'Pagamento de boleto',
    amount: 21037,
    direction: 'debit',
    occurredAt: '2026-11-20T15:00:00-03:00',
  },
  {
    id: '5',
    description: 'Salário',
    detail: 'TED recebida',
    amount: 650000,
    direction: 'credit',
    occurredAt: '2026-11-05T09:00:00-03:00',
  },
];

const meta = {
  title: 'Dinheiro/TransactionList',
  component: TransactionList,
  tags: ['autodocs'],
  args: { transactions, today },
} satisfies Meta<typeof TransactionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AgrupadoPorDia: Story = { name: 'Agrupado por dia' };

export const Selecionavel: Story = {
  name: 'Itens selecionáveis',
  args: { onSelect: () => {} },
};

export const ValoresOcultos: Story = { name: 'Valores ocultos', args: { hideAmounts: true } };

export const Vazio: Story = { args: { transactions: [] } };

export const Carregando: Story = { args: { loading: true } };

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    transactions: [
      {
        id: 'long',
        description:
          'Pix recebido de Maria Aparecida Cavalcanti de Albuquerque dos Santos Oliveira Ltda',
        detail: 'Cooperativa de Crédito dos Servidores Públicos do Estado de São Paulo',
        amount: 123456789,
        direction: 'credit',
        occurredAt: '2026-11-22T11:00:00-03:00',
      },
    ],
  },
};

export const SaldoDoDia: Story = {
  name: 'Saldo do dia e pendente',
  args: {
    transactions: transactions.map((transaction) =>
      transaction.id === '2' ? { ...transaction, status: 'Pendente' } : transaction,
    ),
    dayBalances: {
      '2026-11-22': 894_400,
      '2026-11-21': 746_290,
      '2026-11-20': 792_280,
      '2026-11-05': 813_317,
    },
  },
};
