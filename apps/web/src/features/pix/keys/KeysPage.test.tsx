import { fakeReply } from '@ipe/api-client/testing';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, mariaPixKeys, thisDevice } from '../../../app/testing/fixtures';
import { renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';
import { createTestBank, requestWith } from '../../../app/testing/testBank';

async function openKeys(api = createTestBank({ listPixKeys: () => ({ data: mariaPixKeys }) })) {
  storeSession({ idSession: thisDevice.id_session });
  const view = await renderApp('/bank/pix/keys', { api });
  await view.screen.findByRole('heading', { level: 1, name: 'Minhas chaves Pix' });
  await view.screen.findByRole('list', { name: 'Chaves Pix da conta' });
  return view;
}

describe('pix/keys', () => {
  it('registers an e-mail with the code sent to it, the wrong code refused on its field', async () => {
    let tries = 0;
    const api = createTestBank({
      listPixKeys: () => ({ data: mariaPixKeys }),
      registerPixKey: async ({ body }) =>
        ++tries === 1
          ? fakeReply(422, { code: 'INVALID_OTP', message: 'x', remaining_attempts: 4 })
          : { data: { key_type: 'email', key: body.key!, created_at: '2026-11-24T12:00:00.000Z' } },
    });
    const { screen, user } = await openKeys(api);
    expect(screen.getByText('2 de 5 chaves')).toBeInTheDocument();
    // Her CPF is already a key: the choices are e-mail, phone and random.
    expect(screen.queryByRole('radio', { name: 'CPF' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Informe a chave Pix.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'Maria.Santos@Exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(
      await screen.findByText('Enviamos um código de 6 dígitos para maria.santos@exemplo.com.br.'),
    ).toBeInTheDocument();
    expect(api.startPixKeyConfirmation).toHaveBeenCalledWith(
      requestWith({ body: { key_type: 'email', key: 'Maria.Santos@Exemplo.com.br' } }),
    );

    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Cadastrar chave' }));
    expect(
      await screen.findByText('Código incorreto. Confira e tente novamente.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await user.keyboard('654321');
    await user.click(screen.getByRole('button', { name: 'Cadastrar chave' }));
    expect(
      await screen.findByText('Chave maria.santos@exemplo.com.br cadastrada.'),
    ).toBeInTheDocument();
    expect(api.registerPixKey).toHaveBeenLastCalledWith(
      requestWith({
        path: { sub: ACCOUNT_ID },
        body: {
          key_type: 'email',
          key: 'maria.santos@exemplo.com.br',
          confirmation_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          code: '654321',
        },
      }),
    );
  });

  it('offers the claim when the key is held elsewhere, with the same code', async () => {
    const api = createTestBank({
      listPixKeys: () => ({ data: mariaPixKeys }),
      registerPixKey: async () =>
        fakeReply(409, { code: 'PIX_KEY_HELD_ELSEWHERE', message: 'x', claim_type: 'ownership' }),
    });
    const { screen, user } = await openKeys(api);
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana.moreira@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await screen.findByText(/Enviamos um código/);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Cadastrar chave' }));
    expect(await screen.findByText(/você pode reivindicá-la/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reivindicar chave' }));
    expect(await screen.findByText(/Pedido aberto/)).toBeInTheDocument();
    expect(api.openPixKeyClaim).toHaveBeenCalledWith(
      requestWith({
        body: {
          key_type: 'email',
          key: 'ana.moreira@exemplo.com.br',
          confirmation_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          code: '123456',
        },
      }),
    );
  });

  it('deletes a key after asking', async () => {
    const { screen, user, api } = await openKeys();
    await user.click(screen.getByRole('button', { name: 'Excluir a chave maria@ipe.dev' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Excluir a chave maria@ipe.dev?',
    });
    expect(dialog).toHaveTextContent('Ela fica livre na hora');
    await user.click(screen.getByRole('button', { name: 'Excluir chave' }));
    expect(await screen.findByText('Chave maria@ipe.dev excluída.')).toBeInTheDocument();
    expect(api.deletePixKey).toHaveBeenCalledWith(
      requestWith({ path: { sub: ACCOUNT_ID, key: 'maria@ipe.dev' } }),
    );
  });

  it('registers a random key at once, and stops at the limit', async () => {
    const { screen, user, api } = await openKeys();
    await user.click(screen.getByRole('radio', { name: 'Chave aleatória' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar chave' }));
    expect(await screen.findByText(/cadastrada\./)).toBeInTheDocument();
    expect(api.registerPixKey).toHaveBeenCalledWith(requestWith({ body: { key_type: 'evp' } }));
  });
});
