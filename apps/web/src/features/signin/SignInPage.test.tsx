import { fakeReply } from '@ipe/api-client/testing';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTypedStorage } from '@ipe/domain';
import { createTestBank, requestWith } from '../../app/testing/testBank';
import { ACCOUNT_ID, loginAnswer, operatingStatus, thisDevice } from '../../app/testing/fixtures';
import { currentPath, renderApp } from '../../app/testing/renderApp';
import type { CaptchaProps } from './Captcha';

// The real widget solves a proof of work in web workers (covered end to end); here a button
// stands in for it and hands over a payload, and counts the resets asked of it.
vi.mock('./Captcha', () => ({
  Captcha: ({ onChange, resetSignal, label }: CaptchaProps) => (
    <div role="group" aria-label={label} data-reset={resetSignal}>
      <button type="button" onClick={() => onChange('captcha-payload')}>
        resolver verificação
      </button>
    </div>
  ),
}));

async function fillAndSubmit(view: Awaited<ReturnType<typeof renderApp>>, captcha = true) {
  const { screen, user } = view;
  await user.type(await screen.findByLabelText('E-mail'), 'maria@ipe.dev');
  await user.type(screen.getByLabelText('Senha'), 'Ipe@2026');
  if (captcha) await user.click(screen.getByRole('button', { name: 'resolver verificação' }));
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('sign-in', () => {
  it('says what is missing before calling the server', async () => {
    const view = await renderApp('/');
    const { screen, user, api } = view;
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Informe o e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
    expect(screen.getByText('Conclua a verificação anti-robô.')).toBeInTheDocument();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('signs in with the captcha payload, keeps the session and opens home', async () => {
    const api = createTestBank({ listDevices: async () => ({ data: [thisDevice] }) });
    const view = await renderApp('/', { api });
    await fillAndSubmit(view);
    await waitFor(() => expect(currentPath(view.router)).toBe('/bank/home'));
    expect(api.login).toHaveBeenCalledWith(
      requestWith({
        body: {
          email: 'maria@ipe.dev',
          password: 'Ipe@2026',
          altcha: 'captcha-payload',
        },
      }),
    );
    const storage = createTypedStorage(window.localStorage);
    expect(storage.get('ACCOUNT_STATUS')).toEqual(operatingStatus);
    expect(storage.get('ACCOUNT_INFORMATION')).toMatchObject({ account_id: ACCOUNT_ID });
    // This device was enabled before: its session id comes back with the sign-in.
    expect(storage.get('ID_SESSION')).toBe(thisDevice.id_session);
    expect(
      await view.screen.findByRole('heading', { level: 1, name: 'Olá, Maria' }),
    ).toBeInTheDocument();
  });

  it('after an expired session, goes back to the bank screen the person was on, and nowhere else', async () => {
    const back = await renderApp('/?next=%2Fbank%2Fsettings%2Fsecurity');
    await fillAndSubmit(back);
    await waitFor(() => expect(currentPath(back.router)).toBe('/bank/settings/security'));
    back.unmount();
    window.localStorage.clear();

    const elsewhere = await renderApp('/?next=https%3A%2F%2Fexample.com%2Fbank%2Fhome');
    await fillAndSubmit(elsewhere);
    await waitFor(() => expect(currentPath(elsewhere.router)).toBe('/bank/home'));
  });

  it('shows a wrong password and asks the captcha for a new challenge', async () => {
    const api = createTestBank({
      login: () =>
        fakeReply(401, { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos.' }),
    });
    const view = await renderApp('/', { api });
    await fillAndSubmit(view);
    expect(await view.screen.findByText('E-mail ou senha incorretos.')).toBeInTheDocument();
    expect(view.screen.getByRole('group', { name: 'Verificação anti-robô' })).toHaveAttribute(
      'data-reset',
      '1',
    );
    expect(currentPath(view.router)).toBe('/');
  });

  it('tells when the bank cannot be reached and when attempts are limited', async () => {
    const api = createTestBank({
      login: () => Promise.reject(new Error('Network Error')),
    });
    const view = await renderApp('/', { api });
    await fillAndSubmit(view);
    expect(await view.screen.findByText(/Sem conexão com o banco/)).toBeInTheDocument();
    api.login.mockResolvedValue(
      fakeReply(429, {
        code: 'RATE_LIMITED',
        message: 'Muitas tentativas.',
        retry_after_seconds: 600,
      }),
    );
    await view.user.click(view.screen.getByRole('button', { name: 'resolver verificação' }));
    await view.user.click(view.screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await view.screen.findByText('Muitas tentativas. Tente de novo em 10 min.'),
    ).toBeInTheDocument();
  });

  it('sends an account that is not active to its status page', async () => {
    const api = createTestBank({
      login: () =>
        loginAnswer({
          account_status: { ...operatingStatus, status: 5, status_name: 'BLOCKED' },
        }),
    });
    const view = await renderApp('/', { api });
    await fillAndSubmit(view);
    await waitFor(() => expect(currentPath(view.router)).toBe('/status?accountStatus=BLOCKED'));
    expect(
      await view.screen.findByRole('heading', { level: 1, name: 'Conta bloqueada' }),
    ).toBeInTheDocument();
    expect(
      view.screen.getByRole('link', { name: 'Ver minha conta (somente consulta)' }),
    ).toBeInTheDocument();
  });
});
