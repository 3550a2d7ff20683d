import { fakeReply } from '@ipe/api-client/testing';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestBank, requestWith } from '../../app/testing/testBank';
import { ACCOUNT_ID, boundUsers, operatingStatus } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

const [, rafael, lucia] = boundUsers as [
  unknown,
  (typeof boundUsers)[number],
  (typeof boundUsers)[number],
];

async function openBindUser(api = createTestBank(), userType = 1) {
  storeSession({ status: { ...operatingStatus, user_type: userType } });
  const view = await renderApp('/bank/settings/binduser', { api });
  const list = await view.screen.findByRole('region', { name: 'Pessoas com acesso' });
  await within(list).findByText(/^Rafael Souza Lima/);
  return { ...view, list };
}

function rowOf(list: HTMLElement, name: string): HTMLElement {
  return within(list).getByText(name).closest('li') as HTMLElement;
}

describe('settings/binduser', () => {
  it('lists who has access: role, permission, status, and which one is you', async () => {
    const { list } = await openBindUser();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const maria = rowOf(list, 'Maria Oliveira Santos (você)');
    expect(maria).toHaveTextContent('maria@ipe.dev · Titular');
    expect(maria).toHaveTextContent('Ativo');
    expect(maria).toHaveTextContent('Pode movimentar');
    // Nobody changes or removes the holder, and you do not act on yourself.
    expect(within(maria).queryByRole('button')).not.toBeInTheDocument();

    const operator = rowOf(list, 'Rafael Souza Lima');
    expect(operator).toHaveTextContent('rafael@ipe.dev · Operador');
    expect(operator).toHaveTextContent('Pode movimentar');
    expect(
      within(operator).getByRole('button', { name: 'Remover Rafael Souza Lima' }),
    ).toBeInTheDocument();

    const invited = rowOf(list, 'Lúcia Andrade');
    expect(invited).toHaveTextContent('lucia@exemplo.com.br · Somente consulta');
    expect(invited).toHaveTextContent('Convidado');
    expect(invited).toHaveTextContent('Não movimenta');
    expect(
      within(invited).getByRole('button', { name: 'Cancelar convite de Lúcia Andrade' }),
    ).toBeInTheDocument();
  });

  it('invites someone; a read-only user cannot be given the permission to move money', async () => {
    const view = await openBindUser();
    const { screen, user, api } = view;
    const form = screen.getByRole('region', { name: 'Convidar usuário' });
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(within(form).getByText('Informe o nome.')).toBeInTheDocument();
    expect(within(form).getByText('Informe o e-mail.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('E-mail'), 'bia@exemplo');
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(within(form).getByText(/Informe um e-mail válido/)).toBeInTheDocument();
    expect(api.inviteBoundUser).not.toHaveBeenCalled();

    const permission = within(form).getByRole('checkbox', { name: 'Pode movimentar dinheiro' });
    await user.click(permission);
    expect(permission).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: /Somente consulta/ }));
    expect(permission).not.toBeChecked();
    expect(permission).toBeDisabled();
    expect(
      within(form).getByText('Quem só consulta não pode movimentar dinheiro.'),
    ).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Nome'), 'Beatriz Nunes');
    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('E-mail'), 'Bia@Exemplo.com');
    api.listBoundUsers.mockClear();
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() =>
      expect(api.inviteBoundUser).toHaveBeenCalledWith(
        requestWith({
          path: { sub: ACCOUNT_ID },
          body: {
            name: 'Beatriz Nunes',
            email: 'bia@exemplo.com',
            user_type: 3,
            can_transact: false,
          },
        }),
      ),
    );
    expect(await screen.findByText('Convite enviado para bia@exemplo.com.')).toBeInTheDocument();
    // The list is asked again, and the form is ready for the next person.
    await waitFor(() => expect(api.listBoundUsers).toHaveBeenCalled());
    expect(within(form).getByLabelText('Nome')).toHaveValue('');
  });

  it('says when someone already has access, and when the server refuses a non-holder', async () => {
    const api = createTestBank({
      inviteBoundUser: () =>
        fakeReply(409, { code: 'USER_ALREADY_BOUND', message: 'Este e-mail já tem acesso…' }),
    });
    const { screen, user } = await openBindUser(api);
    const form = screen.getByRole('region', { name: 'Convidar usuário' });
    await user.type(within(form).getByLabelText('Nome'), 'Rafael');
    await user.type(within(form).getByLabelText('E-mail'), 'rafael@ipe.dev');
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(
      await within(form).findByText(
        'Esta pessoa já tem acesso ou já foi convidada para esta conta.',
      ),
    ).toBeInTheDocument();

    api.inviteBoundUser.mockImplementation(() =>
      fakeReply(403, { code: 'NOT_ACCOUNT_HOLDER', message: 'Só o titular…' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Só o titular da conta pode fazer isso.')).toBeInTheDocument();

    api.inviteBoundUser.mockImplementation(() =>
      fakeReply(400, {
        code: 'VALIDATION_ERROR',
        message: 'Alguns dados estão inválidos.',
        fields: { can_transact: 'Usuários de consulta não podem movimentar dinheiro.' },
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(
      await within(form).findByText('Usuários de consulta não podem movimentar dinheiro.'),
    ).toBeInTheDocument();
  });

  it('changes an operator’s permission', async () => {
    const { list, screen, user, api } = await openBindUser();
    await user.click(
      within(rowOf(list, 'Rafael Souza Lima')).getByRole('button', {
        name: 'Alterar acesso de Rafael Souza Lima',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Acesso de Rafael Souza Lima' });
    const permission = within(dialog).getByRole('checkbox', { name: 'Pode movimentar dinheiro' });
    expect(permission).toBeChecked();
    await user.click(permission);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.updateBoundUser).toHaveBeenCalledWith(
        requestWith({
          path: { sub: ACCOUNT_ID, user_id: rafael.user_id },
          body: {
            user_type: 2,
            can_transact: false,
          },
        }),
      ),
    );
    expect(await screen.findByText('Acesso de Rafael Souza Lima atualizado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes someone only after confirming, and cancels an invitation', async () => {
    const { list, screen, user, api } = await openBindUser();
    const row = rowOf(list, 'Rafael Souza Lima');
    await user.click(within(row).getByRole('button', { name: 'Remover Rafael Souza Lima' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remover Rafael Souza Lima?' });
    expect(dialog).toHaveTextContent('Rafael Souza Lima perde o acesso a esta conta na hora.');
    await user.click(within(dialog).getByRole('button', { name: 'Manter' }));
    expect(api.removeBoundUser).not.toHaveBeenCalled();

    await user.click(within(row).getByRole('button', { name: 'Remover Rafael Souza Lima' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remover Rafael Souza Lima?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() =>
      expect(api.removeBoundUser).toHaveBeenCalledWith(
        requestWith({ path: { sub: ACCOUNT_ID, user_id: rafael.user_id } }),
      ),
    );
    expect(
      await screen.findByText('Rafael Souza Lima não tem mais acesso à conta.'),
    ).toBeInTheDocument();

    const invited = rowOf(list, 'Lúcia Andrade');
    await user.click(
      within(invited).getByRole('button', { name: 'Cancelar convite de Lúcia Andrade' }),
    );
    dialog = await screen.findByRole('alertdialog', {
      name: 'Cancelar o convite de Lúcia Andrade?',
    });
    expect(dialog).toHaveTextContent('O código enviado para lucia@exemplo.com.br deixa de valer.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar convite' }));
    await waitFor(() =>
      expect(api.removeBoundUser).toHaveBeenCalledWith(
        requestWith({ path: { sub: ACCOUNT_ID, user_id: lucia.user_id } }),
      ),
    );
    expect(await screen.findByText('Convite de Lúcia Andrade cancelado.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when removing is refused', async () => {
    const api = createTestBank({
      removeBoundUser: () =>
        fakeReply(400, { code: 'CANNOT_REMOVE_HOLDER', message: 'O titular…' }),
    });
    const { list, screen, user } = await openBindUser(api);
    await user.click(
      within(rowOf(list, 'Rafael Souza Lima')).getByRole('button', {
        name: 'Remover Rafael Souza Lima',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(
      await within(dialog).findByText('O titular da conta não pode ser removido.'),
    ).toBeInTheDocument();
  });

  it('shows an operator the list without the holder’s actions, and says why', async () => {
    const api = createTestBank({
      listBoundUsers: async () => ({
        data: boundUsers.map((entry) => ({ ...entry, is_you: entry.user_id === rafael.user_id })),
      }),
    });
    const { list, screen } = await openBindUser(api, 2);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(within(list).getByText('Rafael Souza Lima (você)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Convidar usuário' })).not.toBeInTheDocument();
    expect(screen.getByTestId('holder-only')).toHaveTextContent(
      'Só o titular da conta pode convidar pessoas',
    );
  });

  it('offers to try again when the list cannot be loaded', async () => {
    storeSession();
    const api = createTestBank({
      listBoundUsers: () => fakeReply(500, { code: 'X', message: 'x' }),
    });
    const { screen, user } = await renderApp('/bank/settings/binduser', { api });
    expect(
      await screen.findByText('Não foi possível carregar os usuários da conta.'),
    ).toBeInTheDocument();
    api.listBoundUsers.mockResolvedValue({ data: boundUsers });
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Rafael Souza Lima')).toBeInTheDocument();
  });
});
