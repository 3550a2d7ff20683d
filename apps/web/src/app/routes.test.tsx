import { describe, expect, it } from 'vitest';
import { renderApp } from './testing/renderApp';
import { storeSession } from './testing/session';

// Every path of SPEC §2, with the h1 its screen shows (later features say so, never blank).
const PUBLIC: Array<[string, string | RegExp]> = [
  ['/', 'Entre na sua conta'],
  ['/forgotPassword', 'Recuperar senha'],
  ['/status?accountStatus=IN_ANALYSIS', 'Conta em análise'],
  ['/error', 'Serviço indisponível'],
  ['/activate', 'Abrir e ativar sua conta'],
  ['/ajuda', 'Ajuda'],
  ['/help', 'Ajuda'],
  ['/boleto/34191790010104351004791020150008291070026000', 'Boleto'],
  ['/nao-existe', 'Página não encontrada'],
];

const BANK: Array<[string, string | RegExp]> = [
  ['/bank', 'Olá, Maria'],
  ['/bank/home', 'Olá, Maria'],
  ['/bank/statement', 'Extrato'],
  ['/bank/statement/account', 'Extrato'],
  ['/bank/statement/card', 'Extrato do cartão'],
  ['/bank/statement/ticket', 'Extrato de boletos'],
  ['/bank/payment', 'Pagar boleto'],
  ['/bank/receive', 'Receber'],
  ['/bank/receive/title', 'Emitir boleto'],
  ['/bank/receive/security', 'Proteção de recebimentos'],
  ['/bank/pix', 'Pix'],
  ['/bank/pix/requests', 'Cobranças Pix'],
  ['/bank/pix/pay/key', 'Pagar com chave Pix'],
  ['/bank/pix/copyPaste', 'Pix copia e cola'],
  ['/bank/pix/bankData', 'Pix com dados bancários'],
  ['/bank/pix/scheduling', 'Pix agendado'],
  ['/bank/pix/receive/boletoPix', 'Boleto com Pix'],
  ['/bank/pix/receive/qrcode', 'Receber com QR Code'],
  ['/bank/pix/favorites', 'Favoritos do Pix'],
  ['/bank/pix/limit', 'Limites do Pix'],
  ['/bank/pix/keys', 'Minhas chaves Pix'],
  ['/bank/pix/refund', 'Devolver Pix'],
  ['/bank/settings', 'Ajustes'],
  ['/bank/settings/binduser', 'Usuários da conta'],
  ['/bank/settings/security', 'Segurança'],
  ['/bank/transfer', 'Transferir'],
  ['/bank/transfer/contaQyon', 'Para conta Ipê'],
  ['/bank/transfer/outrosBancos', 'Para outros bancos'],
  ['/bank/transfer/favoritesTransfers', 'Favoritos'],
  ['/bank/error', 'Função indisponível no momento'],
  // The bank's own not-found, found once its route table arrived (discoverBankRoutes).
  ['/bank/nao-existe', 'Página não encontrada'],
];

describe('every route of SPEC §2 is a real page', () => {
  it.each(PUBLIC)('%s', async (path, heading) => {
    const { screen } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(BANK)('%s', async (path, heading) => {
    storeSession();
    const { screen } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Seções do banco' })).toBeInTheDocument();
  });

  it('no error page says its heading twice', async () => {
    for (const path of ['/error', '/nao-existe']) {
      const { screen, unmount } = await renderApp(path);
      const h1 = await screen.findByRole('heading', { level: 1 });
      const names = screen.getAllByRole('heading').map((heading) => heading.textContent);
      expect(names.filter((name) => name === h1.textContent)).toHaveLength(1);
      unmount();
    }
    storeSession();
    const { screen } = await renderApp('/bank/error');
    const h1 = await screen.findByRole('heading', { level: 1 });
    const names = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(names.filter((name) => name === h1.textContent)).toHaveLength(1);
  });

  it('someone signed in is never offered "Entrar": #/ opens the account, not-found leads home', async () => {
    storeSession();
    const home = await renderApp('/');
    expect(
      await home.screen.findByRole('heading', { level: 1, name: 'Olá, Maria' }),
    ).toBeInTheDocument();
    home.unmount();
    const lost = await renderApp('/nao-existe');
    await lost.screen.findByRole('heading', { level: 1, name: 'Página não encontrada' });
    expect(lost.screen.queryByRole('link', { name: /Entrar/ })).not.toBeInTheDocument();
    await lost.user.click(lost.screen.getByRole('link', { name: 'Voltar ao início' }));
    expect(
      await lost.screen.findByRole('heading', { level: 1, name: 'Olá, Maria' }),
    ).toBeInTheDocument();
  });

  it('/logout ends the session', async () => {
    storeSession();
    const { screen, api } = await renderApp('/logout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Você saiu da sua conta' }),
    ).toBeInTheDocument();
    expect(api.logout).toHaveBeenCalledOnce();
  });

  it('the card statement opens in consult mode: reading is allowed', async () => {
    storeSession({
      status: {
        account_id: 'a',
        provider_status: 'BLOCKED',
        status: 5,
        status_name: 'BLOCKED',
        user_type: 1,
        can_transact: true,
        unique_id_key_hash: null,
        user_name: 'Maria Oliveira Santos',
      },
    });
    const { screen } = await renderApp('/bank/statement/card');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Extrato do cartão' }),
    ).toBeInTheDocument();
  });

  it('payment in consult mode says why it cannot pay', async () => {
    storeSession({
      status: {
        account_id: 'a',
        provider_status: 'BLOCKED',
        status: 5,
        status_name: 'BLOCKED',
        user_type: 1,
        can_transact: true,
        unique_id_key_hash: null,
        user_name: 'Maria Oliveira Santos',
      },
    });
    const { screen } = await renderApp('/bank/payment');
    expect(await screen.findByText(/No modo consulta não é possível pagar/)).toBeInTheDocument();
  });

  it('a built money screen in consult mode says why it cannot pay', async () => {
    storeSession({
      status: {
        account_id: 'a',
        provider_status: 'BLOCKED',
        status: 5,
        status_name: 'BLOCKED',
        user_type: 1,
        can_transact: true,
        unique_id_key_hash: null,
        user_name: 'Maria Oliveira Santos',
      },
    });
    const { screen } = await renderApp('/bank/pix/pay/key');
    expect(
      await screen.findByText(/No modo consulta não é possível fazer Pix/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('the Pix hub links to its functions, money-moving ones off in consult mode', async () => {
    storeSession({
      status: {
        account_id: 'a',
        provider_status: 'REGULAR',
        status: 1,
        status_name: 'ACTIVE',
        user_type: 3,
        can_transact: false,
        unique_id_key_hash: null,
        user_name: 'Maria Oliveira Santos',
      },
    });
    const { screen } = await renderApp('/bank/pix');
    expect(await screen.findByRole('link', { name: /Minhas chaves Pix/ })).toHaveAttribute(
      'href',
      '/bank/pix/keys',
    );
    expect(screen.queryByRole('link', { name: /Pagar com chave/ })).not.toBeInTheDocument();
    expect(screen.getByText('Pagar com chave').closest('li')).toHaveTextContent(
      'Indisponível no modo consulta',
    );
  });

  it('the receive hub leads to every way of receiving, Pix ones included', async () => {
    storeSession();
    const { screen } = await renderApp('/bank/receive');
    expect(await screen.findByRole('link', { name: /Receber com QR Code/ })).toHaveAttribute(
      'href',
      '/bank/pix/receive/qrcode',
    );
    for (const [name, href] of [
      [/Minhas chaves Pix/, '/bank/pix/keys'],
      [/Boleto com Pix/, '/bank/pix/receive/boletoPix'],
      [/Devolver Pix/, '/bank/pix/refund'],
      [/Emitir boleto/, '/bank/receive/title'],
      [/Proteção de recebimentos/, '/bank/receive/security'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
