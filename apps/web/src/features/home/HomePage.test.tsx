import { fakeReply } from '@ipe/api-client/testing';
import { createTypedStorage } from '@ipe/domain';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestBank, requestWith } from '../../app/testing/testBank';
import {
  companySummary,
  fakeToken,
  loginAnswer,
  mariaBalance,
  mariaInformation,
  mariaSummary,
  operatingStatus,
} from '../../app/testing/fixtures';
import { currentPath, renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

describe('home', () => {
  it('has its texts with its screen, in English once fetched', async () => {
    storeSession();
    const { screen, i18n } = await renderApp('/bank/home', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Maria' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shortcuts' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Latest movements' })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en', 'home')).toBe(true);
  });

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
    const companyToken = fakeToken({ sub: companySummary.account_id });
    const api = createTestBank({
      switchAccount: () =>
        loginAnswer({
          token: companyToken,
          account_status: { ...operatingStatus, account_id: companySummary.account_id },
          accounts: [mariaSummary, companySummary],
        }),
    });
    const { screen, user, router } = await renderApp('/bank/home', { api });
    await user.click(await screen.findByRole('button', { name: 'Trocar de conta' }));
    const dialog = screen.getByRole('dialog', { name: 'Suas contas' });
    await user.click(within(dialog).getByRole('button', { name: /Padaria Ipê Amarelo Ltda/ }));
    // The same person: the server opens the other account, no password or captcha again.
    await waitFor(() =>
      expect(api.switchAccount).toHaveBeenCalledWith(
        requestWith({ body: { account_id: companySummary.account_id } }),
      ),
    );
    // The new session is kept, and the opened account's details are asked for.
    await waitFor(() =>
      expect(createTypedStorage(window.localStorage).get('JWT_TOKEN')).toBe(companyToken),
    );
    await waitFor(() =>
      expect(api.getBankAccount).toHaveBeenCalledWith(
        requestWith({ path: { sub: companySummary.account_id } }),
      ),
    );
    expect(router.state.location.pathname).toBe('/bank/home');
    expect(api.login).not.toHaveBeenCalled();
  });

  it('keeps the account open when the switch is refused, and says why', async () => {
    storeSession({ accounts: [mariaSummary, companySummary] });
    const api = createTestBank({
      switchAccount: () =>
        fakeReply(403, { code: 'NO_ACCOUNT', message: 'Não há conta vinculada a este usuário.' }),
    });
    const { screen, user } = await renderApp('/bank/home', { api });
    await user.click(await screen.findByRole('button', { name: 'Trocar de conta' }));
    const dialog = screen.getByRole('dialog', { name: 'Suas contas' });
    await user.click(within(dialog).getByRole('button', { name: /Padaria Ipê Amarelo Ltda/ }));
    expect(await screen.findByText('Não há conta ligada a este acesso.')).toBeInTheDocument();
    expect(createTypedStorage(window.localStorage).get('ACCOUNT_STATUS')).toMatchObject({
      account_id: mariaSummary.account_id,
    });
  });

  it('has no account switcher with a single account', async () => {
    storeSession();
    const { screen } = await renderApp('/bank/home');
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    expect(screen.queryByRole('button', { name: 'Trocar de conta' })).not.toBeInTheDocument();
  });
});
