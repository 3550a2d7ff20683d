import { describe, expect, it } from 'vitest';
import { renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

describe('/status explains each account status and the next step', () => {
  it.each([
    [
      'PENDING_ACTIVATION',
      'Ativação pendente',
      'Conclua a ativação',
      ['Concluir ativação', '/activate'],
    ],
    ['IN_ANALYSIS', 'Conta em análise', 'Aguarde o nosso e-mail', null],
    [
      'REMAKE_KYC',
      'Confirme sua identidade',
      'Refaça a confirmação de identidade',
      // The re-verification happens signed in: the identity again, then a new PIN.
      ['Confirmar identidade', '/bank/verify-identity'],
    ],
    ['BLOCKED', 'Conta bloqueada', 'Fale com o atendimento', null],
    ['CLOSED', 'Conta encerrada', 'extratos ou comprovantes antigos', null],
    ['REJECTED', 'Abertura de conta não aprovada', 'se é possível pedir de novo', null],
  ] as const)('%s', async (status, title, next, action) => {
    const { screen } = await renderApp(`/status?accountStatus=${status}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Próximo passo' })).toHaveTextContent(next);
    if (action)
      expect(screen.getByRole('link', { name: action[0] })).toHaveAttribute('href', action[1]);
    expect(screen.getByRole('link', { name: 'Entrar de novo' })).toBeInTheDocument();
  });

  it('says what the holder can do meanwhile and how long the next step takes', async () => {
    const { screen } = await renderApp('/status?accountStatus=IN_ANALYSIS');
    const next = await screen.findByRole('region', { name: 'Próximo passo' });
    expect(next).toHaveTextContent('Enquanto isso');
    expect(next).toHaveTextContent('não pode movimentar dinheiro');
    expect(next).toHaveTextContent('Até 2 dias úteis.');
  });

  it('lets a signed-in person go on to the account in consult mode', async () => {
    storeSession();
    const { screen } = await renderApp('/status?accountStatus=REMAKE_KYC');
    expect(
      await screen.findByRole('link', { name: 'Ver minha conta (somente consulta)' }),
    ).toHaveAttribute('href', '/bank/home');
  });

  it('copes with a status it does not know', async () => {
    const { screen } = await renderApp('/status?accountStatus=WHATEVER');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Situação da conta' }),
    ).toBeInTheDocument();
  });
});
