import { fakeReply } from '@ipe/api-client/testing';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodePin } from '@ipe/domain';
import { createTestBank, requestWith } from '../../app/testing/testBank';
import { currentPath, renderApp } from '../../app/testing/renderApp';

type View = Awaited<ReturnType<typeof renderApp>>;

async function openInvitation(path = '/activate', api = createTestBank()) {
  const view = await renderApp(path, { api });
  const form = await view.screen.findByRole('region', { name: 'Aceitar convite' });
  return { ...view, form };
}

async function typeDigits({ user }: View, form: HTMLElement, label: string, digits: string) {
  const group = within(form).getByRole('group', { name: label });
  await user.click(within(group).getByLabelText(/^Dígito 1 de/));
  await user.keyboard(digits);
}

/** Pastes a value into a text box (typing each key would only slow the test down). */
async function paste({ user }: View, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function fillAll(view: View & { form: HTMLElement }, overrides: { password?: string } = {}) {
  const { form, user } = view;
  const password = overrides.password ?? 'Jabuticaba#77';
  await paste(view, within(form).getByLabelText('E-mail que recebeu o convite'), 'bia@exemplo.com');
  await typeDigits(view, form, 'Código do convite', '731846');
  await paste(view, within(form).getByLabelText('Seu nome completo'), 'Beatriz Nunes');
  await paste(view, within(form).getByLabelText('Crie uma senha'), password);
  await paste(view, within(form).getByLabelText('Repita a senha'), password);
  await typeDigits(view, form, 'Crie um PIN de transações', '2580');
  await typeDigits(view, form, 'Repita o PIN', '2580');
  await user.click(within(form).getByRole('button', { name: 'Aceitar convite' }));
}

describe('/activate: accepting an invitation', () => {
  it('checks every field before calling the server', async () => {
    const view = await openInvitation();
    const { form, user, api } = view;
    await user.click(within(form).getByRole('button', { name: 'Aceitar convite' }));
    for (const text of [
      'Informe o e-mail.',
      'Digite os 6 números do código.',
      'Informe o nome.',
      'A senha precisa ter pelo menos 8 caracteres.',
      'O PIN precisa ter exatamente 4 números.',
    ]) {
      expect(within(form).getByText(text)).toBeInTheDocument();
    }
    expect(api.acceptInvitation).not.toHaveBeenCalled();
  });

  it('refuses a password with the person’s own name in it', async () => {
    const view = await openInvitation();
    await fillAll(view, { password: 'Beatriz#2026' });
    expect(within(view.form).getByText('A senha não pode conter o seu nome.')).toBeInTheDocument();
    expect(view.api.acceptInvitation).not.toHaveBeenCalled();
  });

  it('accepts it with the PIN encoded and sends the person to sign in', async () => {
    const view = await openInvitation();
    await fillAll(view);
    await waitFor(() =>
      expect(view.api.acceptInvitation).toHaveBeenCalledWith(
        requestWith({
          body: {
            email: 'bia@exemplo.com',
            code: '731846',
            name: 'Beatriz Nunes',
            password: 'Jabuticaba#77',
            pin: expect.stringMatching(/^[0-9a-f]{64}$/),
          },
        }),
      ),
    );
    expect(view.api.acceptInvitation.mock.calls[0]![0].body.pin).toBe(await encodePin('2580'));
    await waitFor(() => expect(currentPath(view.router)).toBe('/'));
    expect(
      await view.screen.findByText(
        'Convite aceito! Entre com seu e-mail e a senha que você criou.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the code is wrong and when the e-mail already has access', async () => {
    const api = createTestBank({
      acceptInvitation: () =>
        fakeReply(400, {
          code: 'INVALID_INVITATION_CODE',
          message: 'Código inválido ou expirado.',
        }),
    });
    const view = await openInvitation('/activate', api);
    await fillAll(view);
    expect(
      await within(view.form).findByText(/Código de convite inválido ou expirado/),
    ).toBeInTheDocument();

    api.acceptInvitation.mockResolvedValueOnce(
      fakeReply(409, { code: 'USER_ALREADY_EXISTS', message: 'Este e-mail já tem acesso ao Ipê.' }),
    );
    await typeDigits(view, view.form, 'Código do convite', '731846');
    await view.user.click(within(view.form).getByRole('button', { name: 'Aceitar convite' }));
    expect(
      await within(view.form).findByText(/Este e-mail já tem acesso ao Ipê. Entre com a sua senha/),
    ).toBeInTheDocument();
  });

  it('takes the e-mail and code from a link', async () => {
    const { form } = await openInvitation('/activate?email=bia%40exemplo.com&code=731846');
    expect(within(form).getByLabelText('E-mail que recebeu o convite')).toHaveValue(
      'bia@exemplo.com',
    );
    const code = within(form).getByRole('group', { name: 'Código do convite' });
    expect(within(code).getByLabelText('Dígito 6 de 6')).toHaveValue('6');
  });
});
