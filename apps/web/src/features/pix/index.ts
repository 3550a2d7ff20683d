// What other features use of Pix: the favourites list (transfer/favoritesTransfers shows the
// ones saved with bank data).
export { TransferFavoritesPage } from './favorites/FavoritesPage';
