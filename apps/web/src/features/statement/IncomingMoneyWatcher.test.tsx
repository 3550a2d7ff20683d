import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestBank } from '../../app/testing/testBank';
import { statementItem, statementPage } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

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
    let looks = 0;
    const arrived = statementItem({
      id: 'mov-new',
      created_at: '2026-11-23T10:00:00.000Z',
      kind: 'pix_in',
      title: 'Pix recebido',
      amount_cents: 15_000,
      signed_amount_cents: 15_000,
      counterparty_name: 'Ana Beatriz Moreira',
    });
    const api = createTestBank({
      getStatement: async ({ query }) => {
        // The latest movements (limit 5), home's and the watcher's look: the second read finds a
        // Pix that came meanwhile.
        if (String(query?.limit) === '5') looks += 1;
        const items =
          String(query?.limit) === '5' && looks > 1
            ? [arrived, ...statementPage.items]
            : statementPage.items;
        return { data: { ...statementPage, items } };
      },
    });
    storeSession();
    const { screen, user } = await renderApp('/bank/home', { api });
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    expect(screen.queryByText(/Você recebeu/)).not.toBeInTheDocument();

    const sections = screen.getByRole('navigation', { name: 'Seções do banco' });
    await user.click(within(sections).getByRole('link', { name: 'Extrato' }));
    expect(
      await screen.findByText('Você recebeu R$ 150,00 de Ana Beatriz Moreira.'),
    ).toBeInTheDocument();
    expect(looks).toBe(2);
  });

  it('counts a Pix given back as money arriving: told, and the balance read again', async () => {
    let looks = 0;
    const refund = statementItem({
      id: 'mov-refund',
      created_at: '2026-11-23T11:00:00.000Z',
      kind: 'pix_refund',
      title: 'Devolução de Pix recebida',
      amount_cents: 1_000,
      signed_amount_cents: 1_000,
      counterparty_name: 'Padaria Ipê Amarelo Ltda',
    });
    const api = createTestBank({
      getStatement: async ({ query }) => {
        if (String(query?.limit) === '5') looks += 1;
        const items =
          String(query?.limit) === '5' && looks > 1
            ? [refund, ...statementPage.items]
            : statementPage.items;
        return { data: { ...statementPage, items } };
      },
    });
    storeSession();
    const { screen, user } = await renderApp('/bank/home', { api });
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
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
    let looks = 0;
    const arrived = statementItem({
      id: 'mov-new',
      created_at: '2026-11-23T10:00:00.000Z',
      kind: 'pix_in',
      title: 'Pix recebido',
      amount_cents: 15_000,
      signed_amount_cents: 15_000,
      counterparty_name: 'Ana Beatriz Moreira',
    });
    const api = createTestBank({
      getStatement: async ({ query }) => {
        // Home's first read, the look on the statement screen, then home again: the Pix came
        // before that third read.
        if (String(query?.limit) === '5') looks += 1;
        const items =
          String(query?.limit) === '5' && looks > 2
            ? [arrived, ...statementPage.items]
            : statementPage.items;
        return { data: { ...statementPage, items } };
      },
    });
    storeSession();
    const { screen, user } = await renderApp('/bank/home', { api });
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    const sections = screen.getByRole('navigation', { name: 'Seções do banco' });
    await user.click(within(sections).getByRole('link', { name: 'Extrato' }));
    await screen.findByRole('heading', { level: 1, name: 'Extrato' });
    await waitFor(() => expect(looks).toBe(2));
    const balanceReads = api.getBankAccountBalance.mock.calls.length;

    await user.click(within(sections).getByRole('link', { name: 'Início' }));
    expect(
      await screen.findByText('Você recebeu R$ 150,00 de Ana Beatriz Moreira.'),
    ).toBeInTheDocument();
    // The balance is read again; home's list already holds what the watcher just read.
    await waitFor(() =>
      expect(api.getBankAccountBalance.mock.calls.length).toBeGreaterThan(balanceReads),
    );
    expect(looks).toBe(3);
  });
});
