import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodePin } from '@ipe/domain';
import { createTestBank, requestWith } from '../../../app/testing/testBank';
import { ACCOUNT_ID, pixFavorites, thisDevice } from '../../../app/testing/fixtures';
import { currentPath, renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';

const [bruno, carlos] = pixFavorites as [(typeof pixFavorites)[0], (typeof pixFavorites)[0]];

async function open(path: string, heading: string, api = createTestBank()) {
  storeSession({ idSession: thisDevice.id_session });
  const view = await renderApp(path, { api });
  await view.screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

describe('Pix favourites', () => {
  it('lists the favourites, searches them on the server, and opens one to pay', async () => {
    const { screen, user, api } = await open('/bank/pix/favorites', 'Favoritos do Pix');
    const list = await screen.findByRole('list', { name: 'Seus favoritos' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Bruno (aluguel)'),
      expect.stringContaining('Carlos da padaria'),
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar nos favoritos' }), 'padaria');
    await waitFor(() =>
      expect(api.listPixFavorites).toHaveBeenLastCalledWith(
        requestWith({ query: { q: 'padaria' } }),
      ),
    );
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
    // One tap on the row opens the payment to it (the app's hash router follows the link).
    expect(within(list).getByRole('link', { name: /Carlos da padaria/ })).toHaveAttribute(
      'href',
      `#/bank/pix/favorites/${carlos.id}`,
    );
  });

  it('says so when nothing matches', async () => {
    const { screen, user } = await open('/bank/pix/favorites', 'Favoritos do Pix');
    await screen.findByRole('list', { name: 'Seus favoritos' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar nos favoritos' }), 'zzz');
    expect(await screen.findByText('Nenhum favorito com “zzz”.')).toBeInTheDocument();
  });

  it('pays a favourite again with an amount and the PIN', async () => {
    const { screen, user, api } = await open(
      `/bank/pix/favorites/${carlos.id}`,
      'Pagar Carlos da padaria',
    );
    expect(screen.getByRole('region', { name: 'Quem vai receber' })).toHaveTextContent(
      'carlos@ipe.dev',
    );
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '500');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme o Pix' });
    await user.click(within(dialog).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar R$\u00a05,00' }));
    await waitFor(() => expect(api.payPixFavorite).toHaveBeenCalledTimes(1));
    expect(api.payPixFavorite).toHaveBeenCalledWith(
      requestWith({
        path: { sub: ACCOUNT_ID },
        body: { favorite_id: carlos.id, amount_cents: 500, pin: await encodePin('1234') },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Comprovante de Pix' });
  });

  it('renames (the name checked like the server does) and removes a favourite', async () => {
    const { screen, user, api, router } = await open(
      `/bank/pix/favorites/${bruno.id}`,
      'Pagar Bruno (aluguel)',
    );
    await user.click(screen.getByRole('button', { name: 'Renomear' }));
    let dialog = await screen.findByRole('dialog', { name: 'Renomear favorito' });
    const nickname = within(dialog).getByRole('textbox', { name: 'Apelido' });
    await user.clear(nickname);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Dê um apelido ao favorito.')).toBeInTheDocument();
    expect(api.renamePixFavorite).not.toHaveBeenCalled();
    await user.type(nickname, 'Bruno');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.renamePixFavorite).toHaveBeenCalledWith(
        requestWith({
          path: { sub: ACCOUNT_ID, favoriteId: bruno.id },
          body: { nickname: 'Bruno' },
        }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Remover dos favoritos' }));
    dialog = await screen.findByRole('dialog', { name: 'Remover Bruno (aluguel)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(currentPath(router)).toBe('/bank/pix/favorites'));
    expect(api.removePixFavorite).toHaveBeenCalledTimes(1);
  });

  it('transfer/favoritesTransfers lists the ones saved with bank data', async () => {
    const { screen } = await open('/bank/transfer/favoritesTransfers', 'Favoritos');
    const list = await screen.findByRole('list', { name: 'Seus favoritos' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(list).toHaveTextContent('Bruno (aluguel)');
  });
});
