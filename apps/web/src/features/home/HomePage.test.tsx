import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestBank, requestWith } from '../../app/testing/testBank';
import {
  companySummary,
  mariaBalance,
  mariaInformation,
  mariaSummary,
  operatingStatus,
} from '../../app/testing/fixtures';
import { currentPath, renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

describe('home', () => {
  it('hides the balance until asked, then shows it from the `balance` property', async () => {
    storeSession();
    const { screen, user, api } = await renderApp('/bank/home');
    const card = await screen.findByRole('region', { name: 'Saldo disponível' });
    const toggle = within(card).getByRole('button', { name: 'Mostrar saldo' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByText('Valor oculto')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('R$ 8.944,00')).toBeInTheDocument();
    expect(api.getBankAccountBalance).toHaveBeenCalledWith(
      requestWith({ path: { sub: operatingStatus.account_id } }),
    );
  });

  it('greets the person signed in, not the company they operate', async () => {
    storeSession({
      status: { ...operatingStatus, user_name: 'Carlos Eduardo Ramos' },
      accounts: [companySummary],
      information: { ...mariaInformation, name: 'Padaria Ipê Amarelo Ltda' },
    });
    const { screen } = await renderApp('/bank/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olá, Carlos' }),
    ).toBeInTheDocument();
  });

  it('says "Erro ao buscar saldo!" when the balance cannot be fetched, and retries', async () => {
    storeSession();
    const api = createTestBank({
      getBankAccountBalance: () => Promise.reject(new Error('Network Error')),
    });
    const { screen, user } = await renderApp('/bank/home', { api });
    expect(await screen.findByText('Erro ao buscar saldo!')).toBeInTheDocument();
    api.getBankAccountBalance.mockResolvedValue({
      data: { ...mariaBalance, balance: 100 },
    });
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(screen.queryByText('Erro ao buscar saldo!')).not.toBeInTheDocument(),
    );
  });

  it('treats an answer without a balance as a failure, not as R$ 0,00', async () => {
    storeSession();
    // Off contract on purpose: the answer's check fails, and the screen says so.
    const api = createTestBank({ getBankAccountBalance: async () => ({ data: null }) as never });
    const { screen } = await renderApp('/bank/home', { api });
    expect(await screen.findByText('Erro ao buscar saldo!')).toBeInTheDocument();
  });

  it('lists the latest movements and offers the shortcuts', async () => {
    storeSession();
    const { screen, api } = await renderApp('/bank/home');
    const latest = await screen.findByRole('region', { name: 'Últimas movimentações' });
    expect(await within(latest).findByText('Pix recebido')).toBeInTheDocument();
    expect(within(latest).getByText('Pix enviado')).toBeInTheDocument();
    expect(api.getStatement).toHaveBeenCalledWith(
      requestWith({ path: { sub: operatingStatus.account_id }, query: { limit: '5' } }),
    );
    const shortcuts = screen.getByRole('region', { name: 'Atalhos' });
    for (const name of ['Pix', 'Pagar boleto', 'Transferir', 'Receber', 'Extrato']) {
      expect(within(shortcuts).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('in consult mode shows the banner with the way out and disables money actions', async () => {
    storeSession({ status: { ...operatingStatus, unique_id_key_hash: 'a'.repeat(64) } });
    const { screen, user, router } = await renderApp('/bank/home');
    const notice = await screen.findByTestId('consult-notice');
    expect(notice).toHaveTextContent('Você está em modo consulta');
    const shortcuts = screen.getByRole('region', { name: 'Atalhos' });
    const pix = within(shortcuts).getByRole('button', { name: 'Pix' });
    expect(pix).toHaveAttribute('aria-disabled', 'true');
    expect(pix).toHaveAccessibleDescription(/Indisponível no modo consulta/);
    expect(within(shortcuts).getByRole('link', { name: 'Extrato' })).toBeInTheDocument();
    await user.click(within(notice).getByRole('link', { name: 'Habilitar este aparelho' }));
    await waitFor(() => expect(currentPath(router)).toBe('/bank/settings/security'));
  });

  it('an active account its provider holds points the banner to support', async () => {
    storeSession({ status: { ...operatingStatus, provider_status: 'PENDING_DOCUMENTS' } });
    const { screen, user, router } = await renderApp('/bank/home');
    const notice = await screen.findByTestId('consult-notice');
    expect(notice).toHaveTextContent('A situação da sua conta não permite movimentar dinheiro');
    await user.click(within(notice).getByRole('link', { name: 'Falar com o atendimento' }));
    await waitFor(() => expect(currentPath(router)).toBe('/ajuda'));
  });

  it('offers the account switcher only with more than one account', async () => {
    storeSession({ accounts: [mariaSummary, companySummary] });
    const { screen, user, router } = await renderApp('/bank/home');
    await user.click(await screen.findByRole('button', { name: 'Trocar de conta' }));
    const dialog = screen.getByRole('dialog', { name: 'Suas contas' });
    await user.click(within(dialog).getByRole('button', { name: /Padaria Ipê Amarelo Ltda/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toContain(`account=${companySummary.account_id}`);
  });

  it('has no account switcher with a single account', async () => {
    storeSession();
    const { screen } = await renderApp('/bank/home');
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    expect(screen.queryByRole('button', { name: 'Trocar de conta' })).not.toBeInTheDocument();
  });
});
