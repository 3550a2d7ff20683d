import { useDeferredValue, useState } from 'react';
import type { PixFavorite } from '@ipe/api-client';
import { Avatar, ListItem, TextField } from '@ipe/ui';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { Page } from '../../../app/layout/Page';
import { CountedList } from '../../../app/lists/CountedList';
import { PIX_TEXTS } from '../texts';
import { useFavorites } from './useFavorites';

/** Who a favourite is, in a line: the name (or the account) and where. */
export function favoriteSummary(favorite: PixFavorite): string {
  const who = favorite.name ?? `${favorite.branch} · ${favorite.account}`;
  return `${who} · ${favorite.institution.name}`;
}

/**
 * pix/favorites and transfer/favoritesTransfers: the saved recipients, searched by nickname or
 * name; a row opens the payment to it. Transfers list the ones saved with bank data.
 */
export function FavoritesPage({ scope = 'pix' }: { scope?: 'pix' | 'transfer' }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const [query, setQuery] = useState('');
  // Typing stays smooth while the server answers the last search.
  const favorites = useFavorites(useDeferredValue(query));
  // Transfers offer only those saved with bank data.
  const inScope = (list: PixFavorite[]) =>
    list.filter((favorite) => scope === 'pix' || favorite.channel === 'bank_data');
  const transfer = scope === 'transfer';

  return (
    <Page
      help="favoritos"
      title={t(transfer ? 'favorites.transferTitle' : 'favorites.title')}
      description={t(transfer ? 'favorites.transferDescription' : 'favorites.description')}
    >
      <TextField
        type="search"
        label={t('favorites.search')}
        hint={t('favorites.searchHint')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        maxLength={60}
      />
      <Loaded read={favorites} failed={t('favorites.loadError')}>
        {(found) => {
          const shown = inScope(found);
          const searched = query.trim();
          return (
            <CountedList
              items={shown}
              empty={
                searched === ''
                  ? { title: t('favorites.empty'), description: t('favorites.emptyHint') }
                  : { title: t('favorites.noMatch', { query: searched }) }
              }
              count={t('favorites.results', { count: shown.length })}
              label={t('favorites.listLabel')}
            >
              {(favorite) => (
                <ListItem
                  key={favorite.id}
                  href={`#/bank/pix/favorites/${favorite.id}`}
                  leading={<Avatar name={favorite.nickname} decorative />}
                  title={favorite.nickname}
                  description={favoriteSummary(favorite)}
                />
              )}
            </CountedList>
          );
        }}
      </Loaded>
    </Page>
  );
}

/** transfer/favoritesTransfers: the favourites saved with bank data. */
export function TransferFavoritesPage() {
  return <FavoritesPage scope="transfer" />;
}
