import { fakeReply } from '@ipe/api-client/testing';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestBank, requestWith } from '../../app/testing/testBank';
import { ACCOUNT_ID } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

async function openPasswordForm(api = createTestBank()) {
  storeSession();
  const view = await renderApp('/bank/settings/security', { api });
  const form = await view.screen.findByRole('region', { name: 'Senha de acesso' });
  // The person's own e-mail and name come with the account's user list.
  await waitFor(() =>
    expect(api.listBoundUsers).toHaveBeenCalledWith(requestWith({ path: { sub: ACCOUNT_ID } })),
  );
  return { ...view, form };
}

async function fill(
  { user, form }: Awaited<ReturnType<typeof openPasswordForm>>,
  values: { current?: string; next?: string; confirm?: string },
) {
  const set = async (label: string, value: string | undefined) => {
    const input = within(form).getByLabelText(label);
    await user.clear(input);
    if (value) await user.paste(value);
  };
  await set('Senha atual', values.current);
  await set('Nova senha', values.next);
  await set('Repita a nova senha', values.confirm);
  await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
}

describe('settings/security: changing the password', () => {
  it('says what is missing before calling the server', async () => {
    const view = await openPasswordForm();
    await fill(view, {});
    expect(within(view.form).getByText('Digite sua senha atual.')).toBeInTheDocument();
    expect(
      within(view.form).getByText('A senha precisa ter pelo menos 8 caracteres.'),
    ).toBeInTheDocument();
    expect(view.api.changePassword).not.toHaveBeenCalled();
  });

  // The domain rule, with her own e-mail and name from the account's user list.
  it.each([
    ['somenteletras', 'somenteletras', 'A senha precisa ter pelo menos uma letra e um número.'],
    ['Maria2026!', 'Maria2026!', 'A senha não pode conter o seu e-mail.'],
    ['Oliveira#77', 'Oliveira#77', 'A senha não pode conter o seu nome.'],
    ['Jabuticaba#77', 'Jabuticaba#78', 'As senhas não são iguais.'],
  ])('refuses %j (repeated as %j)', async (next, confirm, message) => {
    const view = await openPasswordForm();
    await fill(view, { current: 'Ipe@2026', next, confirm });
    expect(within(view.form).getByText(message)).toBeInTheDocument();
    expect(view.api.changePassword).not.toHaveBeenCalled();
  });

  it('changes it and empties the form', async () => {
    const view = await openPasswordForm();
    await fill(view, { current: 'Ipe@2026', next: 'Jabuticaba#77', confirm: 'Jabuticaba#77' });
    await waitFor(() =>
      expect(view.api.changePassword).toHaveBeenCalledWith(
        requestWith({
          path: { sub: ACCOUNT_ID },
          body: {
            current_password: 'Ipe@2026',
            new_password: 'Jabuticaba#77',
          },
        }),
      ),
    );
    expect(
      await view.screen.findByText('Senha alterada! Use a nova senha no próximo acesso.'),
    ).toBeInTheDocument();
    expect(within(view.form).getByLabelText('Nova senha')).toHaveValue('');
  });

  it('says when the current password is wrong, and shows the server’s field errors', async () => {
    const api = createTestBank({
      changePassword: () =>
        fakeReply(400, { code: 'WRONG_PASSWORD', message: 'Senha atual incorreta.' }),
    });
    const view = await openPasswordForm(api);
    await fill(view, { current: 'errada123', next: 'Jabuticaba#77', confirm: 'Jabuticaba#77' });
    expect(await within(view.form).findByText('Senha atual incorreta.')).toBeInTheDocument();
    expect(within(view.form).getByLabelText('Senha atual')).toHaveValue('');

    api.changePassword.mockImplementation(() =>
      fakeReply(400, {
        code: 'VALIDATION_ERROR',
        message: 'Alguns dados estão inválidos.',
        fields: { new_password: 'A senha não pode conter o seu e-mail.' },
      }),
    );
    await fill(view, { current: 'Ipe@2026', next: 'Jabuticaba#77', confirm: 'Jabuticaba#77' });
    expect(
      await within(view.form).findByText('A senha não pode conter o seu e-mail.'),
    ).toBeInTheDocument();
  });

  it('tells how long to wait when attempts are limited', async () => {
    const api = createTestBank({
      changePassword: () =>
        fakeReply(429, {
          code: 'RATE_LIMITED',
          message: 'Muitas tentativas.',
          retry_after_seconds: 120,
        }),
    });
    const view = await openPasswordForm(api);
    await fill(view, { current: 'Ipe@2026', next: 'Jabuticaba#77', confirm: 'Jabuticaba#77' });
    expect(
      await view.screen.findByText('Muitas tentativas. Tente de novo em 2 min.'),
    ).toBeInTheDocument();
  });

  it('shows and hides each password on request', async () => {
    const { form, user } = await openPasswordForm();
    const next = within(form).getByLabelText('Nova senha');
    expect(next).toHaveAttribute('type', 'password');
    await user.click(within(form).getByRole('button', { name: 'Mostrar nova senha' }));
    expect(next).toHaveAttribute('type', 'text');
    await user.click(within(form).getByRole('button', { name: 'Ocultar nova senha' }));
    expect(next).toHaveAttribute('type', 'password');
  });
});
