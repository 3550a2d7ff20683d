import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestBank } from '../../app/testing/testBank';
import { statementItem, statementPage } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

/** A Pix from Ana, the money these tests see arrive. */
const anaPix = statementItem({
  id: 'mov-new',
  created_at: '2026-11-23T10:00:00.000Z',
  kind: 'pix_in',
  title: 'Pix recebido',
  amount_cents: 15_000,
  signed_amount_cents: 15_000,
  counterparty_name: 'Ana Beatriz Moreira',
});

/**
 * A bank whose latest movements (limit 5: home's list and the watcher's look, one query) hold
 * `arrival` from their read number `fromRead` on; `reads()` counts those reads.
 */
function bankWhereMoneyArrives(arrival: typeof anaPix, fromRead: number) {
  let reads = 0;
  const api = createTestBank({
    getStatement: async ({ query }) => {
      if (String(query?.limit) === '5') reads += 1;
      const items =
        String(query?.limit) === '5' && reads >= fromRead
          ? [arrival, ...statementPage.items]
          : statementPage.items;
      return { data: { ...statementPage, items } };
    },
  });
  return { api, reads: () => reads };
}

describe('money that arrives', () => {
  it('is looked for with home’s own list: opening home reads the statement once', async () => {
    const api = createTestBank();
    storeSession();
    const { screen } = await renderApp('/bank/home', { api });
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    await screen.findByText(statementPage.items[0]!.title);
    // Both the list and the watcher's first look have had their answer by now.
    await waitFor(() => expect(api.getStatement).toHaveBeenCalledTimes(1));
    expect(api.getStatement.mock.calls[0]![0].query).toMatchObject({ limit: '5' });
  });

  it('is told on the next screen, once, and the first look only sets where to count from', async () => {
    // Home's read, then the look on the next screen: that second read finds a Pix that came
    // meanwhile.
    const { api, reads } = bankWhereMoneyArrives(anaPix, 2);
    storeSession();
    const { screen, user } = await renderApp('/bank/home', { api });
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    await waitFor(() => expect(reads()).toBe(1));
    expect(screen.queryByText(/Você recebeu/)).not.toBeInTheDocument();

    const sections = screen.getByRole('navigation', { name: 'Seções do banco' });
    await user.click(within(sections).getByRole('link', { name: 'Extrato' }));
    expect(
      await screen.findByText('Você recebeu R$ 150,00 de Ana Beatriz Moreira.'),
    ).toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it('counts a Pix given back as money arriving: told, and the balance read again', async () => {
    const refund = statementItem({
      id: 'mov-refund',
      created_at: '2026-11-23T11:00:00.000Z',
      kind: 'pix_refund',
      title: 'Devolução de Pix recebida',
      amount_cents: 1_000,
      signed_amount_cents: 1_000,
      counterparty_name: 'Padaria Ipê Amarelo Ltda',
    });
    const { api, reads } = bankWhereMoneyArrives(refund, 2);
    storeSession();
    const { screen, user } = await renderApp('/bank/home', { api });
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    await waitFor(() => expect(reads()).toBe(1));
    const balanceReads = api.getBankAccountBalance.mock.calls.length;

    const sections = screen.getByRole('navigation', { name: 'Seções do banco' });
    await user.click(within(sections).getByRole('link', { name: 'Extrato' }));
    expect(
      await screen.findByText('Você recebeu R$ 10,00 de Padaria Ipê Amarelo Ltda.'),
    ).toBeInTheDocument();
    // Back home, the balance is read again, not taken from before the refund arrived.
    await user.click(within(sections).getByRole('link', { name: 'Início' }));
    await waitFor(() =>
      expect(api.getBankAccountBalance.mock.calls.length).toBeGreaterThan(balanceReads),
    );
  });

  it('does not read the latest movements again for home when it found money in them', async () => {
    // Home's first read, the look on the statement screen, then home again: the Pix came
    // before that third read.
    const { api, reads } = bankWhereMoneyArrives(anaPix, 3);
    storeSession();
    const { screen, user } = await renderApp('/bank/home', { api });
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    await waitFor(() => expect(reads()).toBe(1));
    const sections = screen.getByRole('navigation', { name: 'Seções do banco' });
    await user.click(within(sections).getByRole('link', { name: 'Extrato' }));
    await screen.findByRole('heading', { level: 1, name: 'Extrato' });
    await waitFor(() => expect(reads()).toBe(2));
    const balanceReads = api.getBankAccountBalance.mock.calls.length;

    await user.click(within(sections).getByRole('link', { name: 'Início' }));
    expect(
      await screen.findByText('Você recebeu R$ 150,00 de Ana Beatriz Moreira.'),
    ).toBeInTheDocument();
    // The balance is read again; home's list already holds what the watcher just read.
    await waitFor(() =>
      expect(api.getBankAccountBalance.mock.calls.length).toBeGreaterThan(balanceReads),
    );
    expect(reads()).toBe(3);
  });
});
