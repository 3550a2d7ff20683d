import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestBank } from '../../app/testing/testBank';
import { statementItem, statementPage } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

describe('money that arrives', () => {
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
        // The watcher's look (limit 10): the second one finds a Pix that came meanwhile.
        if (String(query?.limit) === '10') looks += 1;
        const items =
          String(query?.limit) === '10' && looks > 1
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
});
