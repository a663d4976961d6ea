import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, errorText, href, notify, QueryView, read, useQuery, useTranslation, write } from '@kora/shared';
import type { Favourite } from '@kora/shared/contracts';
import { listMyFavourites, removeFavourite } from '@kora/shared/contracts/endpoints';
import { removeFavourites } from '../api/remove-favourites';
import { ACCOUNT_FILTERS, shownBy, type FavouriteFilter } from '../lib/favourite-filters';
import { FavouriteRow } from './favourite-row';
import { FavouritesBar } from './favourites-bar';
import { FavouritesCounter } from './favourites-counter';
import './favourites-list.css';

const keyOf = (favourite: Pick<Favourite, 'kind' | 'id'>) => `${favourite.kind}-${favourite.id}`;

/** A signed-in user's favourites of every kind, on the account: by kind, removable, with the plan's counter. */
export function AccountFavourites() {
  const { t } = useTranslation('catalogue-library');
  const favourites = useQuery(read(listMyFavourites, { query: {} }));
  const [filter, setFilter] = useState<FavouriteFilter>('all');
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  const busy = (key: string, on: boolean) =>
    setRemoving((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const remove = async (favourite: Favourite) => {
    busy(keyOf(favourite), true);
    try {
      await write(removeFavourite, { params: { kind: favourite.kind, id: favourite.id } });
    } catch (error) {
      notify(errorText(error, t('favourites.removeError', { title: favourite.title })), 'error');
    } finally {
      busy(keyOf(favourite), false);
    }
  };

  const clear = async (shown: readonly Favourite[]) => {
    try {
      await removeFavourites(shown);
    } catch (error) {
      notify(errorText(error, t('favourites.clearError')), 'error');
    }
  };

  return (
    <>
      <FavouritesCounter />
      <QueryView
        query={favourites}
        errorText={t('favourites.loadError')}
        empty={
          <EmptyState
            title={t('favourites.empty')}
            hint={
              <>
                {t('favourites.emptyHintAccount')} <Link to={href('releases')}>{t('favourites.browseReleases')}</Link>
              </>
            }
          />
        }
      >
        {(all) => {
          const shown = all.filter(shownBy(filter));
          return (
            <>
              <FavouritesBar
                filters={ACCOUNT_FILTERS}
                filter={filter}
                onFilter={setFilter}
                shown={shown.length}
                onClear={() => clear(shown)}
              />
              {shown.length === 0 ? (
                <EmptyState title={t(`favourites.emptyOf.${filter}`)} />
              ) : (
                <ul className="kora-cat-favourites">
                  {shown.map((favourite) => (
                    <FavouriteRow
                      key={keyOf(favourite)}
                      entry={favourite}
                      removing={removing.has(keyOf(favourite))}
                      onRemove={() => void remove(favourite)}
                    />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryView>
    </>
  );
}
