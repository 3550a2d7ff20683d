import { fakeReply } from '@ipe/api-client/testing';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, pixApiClients, thisDevice } from '../../../app/testing/fixtures';
import { renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';
import { createTestBank, requestWith } from '../../../app/testing/testBank';

async function openApi(
  api = createTestBank({ listPixApiClients: () => ({ data: pixApiClients }) }),
) {
  storeSession({ idSession: thisDevice.id_session });
  const view = await renderApp('/bank/pix/api', { api });
  await view.screen.findByRole('heading', { level: 1, name: 'API Pix' });
  return view;
}

describe('pix/api', () => {
  it('lists the credentials in use and creates one with the PIN, its secret shown once', async () => {
    let tries = 0;
    const api = createTestBank({
      listPixApiClients: () => ({ data: pixApiClients }),
      createPixApiClient: ({ body }) =>
        ++tries === 1
          ? fakeReply(403, { code: 'INVALID_PIN', message: 'x', remaining_attempts: 2 })
          : {
              data: {
                client_id: 'ipe_5c7e9b1d3f8d2b4f6a0c1e3a',
                name: body.name,
                created_at: '2026-11-24T12:00:00.000Z',
                last_used_at: null,
                client_secret: 'segredo-mostrado-uma-vez',
              },
            },
    });
    const { screen, user } = await openApi(api);
    const list = await screen.findByRole('list', { name: 'Credenciais em uso' });
    expect(list).toHaveTextContent('Loja virtual');
    expect(list).toHaveTextContent('ainda não usada');
    expect(screen.getByText('2 de 5 credenciais')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Criar credenciais' }));
    expect(await screen.findByText('Preencha este campo.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Nome do sistema' }), 'App de delivery');
    await user.click(screen.getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1111');
    await user.click(screen.getByRole('button', { name: 'Criar credenciais' }));
    expect(await screen.findByText('PIN incorreto. Restam 2 tentativas.')).toBeInTheDocument();

    await user.click(screen.getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'Criar credenciais' }));
    expect(await screen.findByText('Guarde o segredo agora')).toBeInTheDocument();
    expect(screen.getByText('segredo-mostrado-uma-vez')).toBeInTheDocument();
    expect(api.createPixApiClient).toHaveBeenLastCalledWith(
      requestWith({
        path: { sub: ACCOUNT_ID },
        body: expect.objectContaining({ name: 'App de delivery', pin: expect.any(String) }),
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Já guardei' }));
    expect(screen.queryByText('segredo-mostrado-uma-vez')).not.toBeInTheDocument();
  });

  it('revokes credentials after asking', async () => {
    const api = createTestBank({
      listPixApiClients: () => ({ data: pixApiClients }),
      revokePixApiClient: () => undefined,
    });
    const { screen, user } = await openApi(api);
    await user.click(await screen.findByRole('button', { name: 'Revogar Loja virtual' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revogar Loja virtual?' });
    expect(dialog).toHaveTextContent('para de emitir cobranças na hora');
    await user.click(screen.getByRole('button', { name: 'Revogar credenciais' }));
    expect(await screen.findByText('Credenciais Loja virtual revogadas.')).toBeInTheDocument();
    expect(api.revokePixApiClient).toHaveBeenCalledWith(
      requestWith({ path: { sub: ACCOUNT_ID, clientId: 'ipe_3f9a1c7e5b2d8f4a6c0e9b1d' } }),
    );
  });

  it('says when the account holds all the credentials it may', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({
      ...pixApiClients[0]!,
      client_id: `ipe_${String(i).repeat(24)}`,
      name: `Sistema ${i}`,
    }));
    const { screen } = await openApi(createTestBank({ listPixApiClients: () => ({ data: five }) }));
    expect(
      await screen.findByText('A conta já tem 5 credenciais. Revogue uma para criar outra.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar credenciais' })).not.toBeInTheDocument();
  });
});
