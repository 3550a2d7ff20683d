import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { groupByDay } from './groupByDay';
import { TransactionList, type Transaction } from './TransactionList';

const transactions: Transaction[] = [
  // 23:30 in São Paulo on 21 Nov is already 22 Nov in UTC: it must stay on the 21st.
  {
    id: 'a',
    description: 'Mercado Central',
    amount: 4590,
    direction: 'debit',
    occurredAt: '2026-11-22T02:30:00Z',
  },
  {
    id: 'b',
    description: 'Pix de Ana Souza',
    amount: 150000,
    direction: 'credit',
    occurredAt: '2026-11-22T13:05:00Z',
    detail: 'Pix recebido',
  },
  {
    id: 'c',
    description: 'Conta de luz',
    amount: 21037,
    direction: 'debit',
    occurredAt: '2026-11-20T15:00:00Z',
  },
  {
    id: 'd',
    description: 'Salário',
    amount: 500000,
    direction: 'credit',
    occurredAt: '2025-12-30T12:00:00Z',
  },
];
const today = new Date('2026-11-22T15:00:00Z');

describe('groupByDay', () => {
  it('groups by São Paulo day, newest first', () => {
    const groups = groupByDay(transactions, (t) => new Date(t.occurredAt));
    expect(groups.map((g) => [g.day, g.items.map((t) => t.id)])).toEqual([
      ['2026-11-22', ['b']],
      ['2026-11-21', ['a']],
      ['2026-11-20', ['c']],
      ['2025-12-30', ['d']],
    ]);
  });
});

describe('TransactionList', () => {
  it('shows a section per day with Hoje, Ontem and full dates', () => {
    render(<TransactionList transactions={transactions} today={today} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Hoje',
      'Ontem',
      'Sexta-feira, 20 de novembro',
      'Terça-feira, 30 de dezembro de 2025',
    ]);
    const yesterday = screen.getByRole('region', { name: 'Ontem' });
    expect(within(yesterday).getByText(/Mercado Central/)).toBeInTheDocument();
  });

  it('tells credits and debits apart by sign and text, not only colour', () => {
    render(<TransactionList transactions={transactions} today={today} />);
    const credit = screen.getByText(/Pix de Ana Souza/).closest('li') as HTMLElement;
    expect(credit).toHaveTextContent('Entrada: Pix de Ana Souza');
    expect(credit.textContent?.replace(/\u00a0/g, ' ')).toContain('+R$ 1.500,00');
    expect(credit).toHaveTextContent('10:05');
    const debit = screen.getByText(/Mercado Central/).closest('li') as HTMLElement;
    expect(debit).toHaveTextContent('Saída: Mercado Central');
    expect(debit.textContent?.replace(/\u00a0/g, ' ')).toContain('\u2212R$ 45,90');
    expect(debit).toHaveTextContent('23:30');
  });

  it('makes items buttons when they can be opened', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<TransactionList transactions={transactions} today={today} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: /Conta de luz/ }));
    expect(onSelect).toHaveBeenCalledWith(transactions[2]);
  });

  it('makes a line with its own page a link there', () => {
    const withReceipt = [{ ...transactions[0]!, href: '#/bank/pix/payments/abc' }];
    render(<TransactionList transactions={withReceipt} today={today} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '#/bank/pix/payments/abc');
  });

  it('shows an empty state and a loading state', () => {
    const { rerender } = render(<TransactionList transactions={[]} today={today} />);
    expect(screen.getByRole('heading', { name: 'Nenhuma movimentação' })).toBeInTheDocument();
    rerender(<TransactionList transactions={transactions} loading today={today} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando movimentações');
    expect(screen.queryByText(/Mercado Central/)).toBeNull();
  });

  it('shows each day’s closing balance by its heading, hidden with the amounts, and a status', () => {
    const pending = [{ ...transactions[1]!, status: 'Pendente' }, transactions[2]!];
    const balances = { '2026-11-22': 1_254_032, '2026-11-20': 99_000 };
    const { rerender } = render(
      <TransactionList transactions={pending} dayBalances={balances} today={today} />,
    );
    const todaySection = screen.getByRole('region', { name: 'Hoje' });
    expect(todaySection).toHaveTextContent(/Saldo do dia\s*R\$\s*12\.540,32/);
    expect(within(todaySection).getByText('Pendente')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /20 de novembro/ })).toHaveTextContent(
      /Saldo do dia\s*R\$\s*990,00/,
    );
    rerender(
      <TransactionList transactions={pending} dayBalances={balances} today={today} hideAmounts />,
    );
    expect(screen.getByRole('region', { name: 'Hoje' })).not.toHaveTextContent('12.540,32');
  });
});
