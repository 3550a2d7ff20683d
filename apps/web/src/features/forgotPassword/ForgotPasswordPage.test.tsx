import { fakeReply } from '@ipe/api-client/testing';
import { waitFor, within } from '@testing-library/react';
import { useImperativeHandle } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestBank, requestWith } from '../../app/testing/testBank';
import { currentPath, renderApp } from '../../app/testing/renderApp';
import type { InvisibleCaptchaProps } from './InvisibleCaptcha';

// The real widget solves a proof of work in web workers (covered end to end); here it answers
// with a payload, or with nothing when a test says the check failed.
const solve = vi.fn<() => Promise<string | null>>();
vi.mock('./InvisibleCaptcha', () => ({
  InvisibleCaptcha: ({ ref }: InvisibleCaptchaProps) => {
    useImperativeHandle(ref, () => ({ solve }), []);
    return null;
  },
}));

beforeEach(() => {
  solve.mockReset();
  solve.mockResolvedValue('captcha-payload');
});

type View = Awaited<ReturnType<typeof renderApp>>;

async function askForCode(view: View, email = 'maria@ipe.dev') {
  const { screen, user } = view;
  await user.type(await screen.findByLabelText('E-mail da conta'), email);
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  return screen.findByTestId('code-sent');
}

async function typeCode({ screen, user }: View, code: string) {
  const group = screen.getByRole('group', { name: 'Código recebido por e-mail' });
  await user.click(within(group).getByLabelText('Dígito 1 de 6'));
  await user.keyboard(code);
}

async function choosePassword({ screen, user }: View, password: string, confirm = password) {
  await user.click(screen.getByLabelText('Nova senha'));
  await user.paste(password);
  await user.click(screen.getByLabelText('Repita a nova senha'));
  await user.paste(confirm);
  await user.click(screen.getByRole('button', { name: 'Criar nova senha' }));
}

describe('/forgotPassword', () => {
  it('asks for the code with the proof of work, then sets the new password and goes to sign-in', async () => {
    const view = await renderApp('/forgotPassword');
    const { screen, user, api, router } = view;
    await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(screen.getByText('Informe o e-mail.')).toBeInTheDocument();
    expect(api.forgotPassword).not.toHaveBeenCalled();

    const sent = await askForCode(view, ' maria@ipe.dev ');
    expect(api.forgotPassword).toHaveBeenCalledWith(
      requestWith({
        body: {
          email: 'maria@ipe.dev',
          altcha: 'captcha-payload',
        },
      }),
    );
    expect(sent).toHaveTextContent('Se houver uma conta com o e-mail maria@ipe.dev');
    expect(screen.getByText('Etapa 2 de 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Criar nova senha' }));
    expect(screen.getByText('Digite os 6 números do código.')).toBeInTheDocument();
    expect(screen.getByText('A senha precisa ter pelo menos 8 caracteres.')).toBeInTheDocument();

    await typeCode(view, '482913');
    await choosePassword(view, 'Maria123', 'Maria123');
    // The rule knows the e-mail the code went to.
    expect(screen.getByText('A senha não pode conter o seu e-mail.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nova senha'));
    await user.clear(screen.getByLabelText('Repita a nova senha'));
    await choosePassword(view, 'Jabuticaba#77');
    await waitFor(() =>
      expect(api.resetPassword).toHaveBeenCalledWith(
        requestWith({
          body: {
            email: 'maria@ipe.dev',
            code: '482913',
            new_password: 'Jabuticaba#77',
          },
        }),
      ),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(await screen.findByText('Senha alterada! Entre com a nova senha.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entre na sua conta' }),
    ).toBeInTheDocument();
  });

  it('says when the code is wrong or expired, and asks for another one', async () => {
    const api = createTestBank({
      resetPassword: () =>
        fakeReply(400, { code: 'INVALID_RESET_CODE', message: 'Código inválido ou expirado.' }),
    });
    const view = await renderApp('/forgotPassword', { api });
    await askForCode(view);
    await typeCode(view, '000000');
    await choosePassword(view, 'Jabuticaba#77');
    expect(
      await view.screen.findByText(
        'Código inválido ou expirado. Confira o e-mail mais recente ou peça um novo código.',
      ),
    ).toBeInTheDocument();

    await view.user.click(view.screen.getByRole('button', { name: 'Pedir outro código' }));
    await waitFor(() => expect(api.forgotPassword).toHaveBeenCalledTimes(2));
    expect(
      await view.screen.findByText('Pedimos um novo código. Confira seu e-mail.'),
    ).toBeInTheDocument();
  });

  it('tells when the anti-robot check or the bank fails, and when attempts are limited', async () => {
    solve.mockResolvedValueOnce(null);
    const api = createTestBank();
    const view = await renderApp('/forgotPassword', { api });
    const { screen, user } = view;
    await user.type(await screen.findByLabelText('E-mail da conta'), 'maria@ipe.dev');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(
      await screen.findByText(/Não foi possível concluir a verificação anti-robô/),
    ).toBeInTheDocument();
    expect(api.forgotPassword).not.toHaveBeenCalled();

    api.forgotPassword.mockRejectedValueOnce(new Error('Network Error'));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText(/Sem conexão com o banco/)).toBeInTheDocument();

    api.forgotPassword.mockResolvedValueOnce(
      fakeReply(429, {
        code: 'RATE_LIMITED',
        message: 'Muitas tentativas.',
        retry_after_seconds: 900,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(
      await screen.findByText('Muitas tentativas. Tente de novo em 15 min.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('code-sent')).not.toBeInTheDocument();
  });

  it('is linked from the sign-in', async () => {
    const { screen, user, router } = await renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
    await waitFor(() => expect(currentPath(router)).toBe('/forgotPassword'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recuperar senha' }),
    ).toBeInTheDocument();
  });
});
