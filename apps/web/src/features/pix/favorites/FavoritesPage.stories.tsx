import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { BankLayout } from '../../../app/layout/BankLayout';
import { pixFavorites } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { FavoritesPage } from './FavoritesPage';
import { NicknameDialog } from './NicknameDialog';
import { PayFavoritePage } from './PayFavoritePage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [
      { path: 'pix/favorites', element: <FavoritesPage /> },
      { path: 'pix/favorites/:favoriteId', element: <PayFavoritePage /> },
      { path: 'pix/favorites/save', element: <SaveDialog /> },
    ],
  },
];

/** The dialog a receipt opens to save its payee (SaveFavoriteButton), as it first shows. */
function SaveDialog() {
  return (
    <NicknameDialog
      title="Salvar nos favoritos"
      description="Dê um nome para encontrar quem recebeu e pagar de novo em dois toques."
      initial="Carlos Eduardo Ramos"
      confirm="Salvar"
      pending={false}
      save={() => Promise.resolve(null)}
      onClose={() => undefined}
    />
  );
}

const at = (path: string, bank?: FakeBankHandlers) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp path={path} routes={routes} i18n={loaded.i18n as I18n} bank={bank} />
  ),
});

const meta = {
  title: 'Telas/Pix/Favoritos',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at('/bank/pix/favorites'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved recipients, by nickname. */
export const Lista: Story = {};

/** Nothing saved yet: how to save one. */
export const Vazia: Story = at('/bank/pix/favorites', {
  listPixFavorites: () => ({ data: [] }),
});

/** A favourite opened: who it pays, then the amount (the second tap). */
export const Pagar: Story = at(`/bank/pix/favorites/${pixFavorites[1]!.id}`);

/** A favourite saved with bank data at another bank. */
export const PagarPorDadosBancarios: Story = at(`/bank/pix/favorites/${pixFavorites[0]!.id}`);

/** Saving a receipt's payee: the nickname, its name to start with. */
export const SalvarFavorito: Story = at('/bank/pix/favorites/save');

/** On a 360 px phone. */
export const Celular: Story = { ...at('/bank/pix/favorites'), tags: ['mobile'] };
