import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { href, useDebouncedValue, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import type { ProductSort } from '@kora/shared/contracts';
import { Breadcrumb } from '../../../common/breadcrumb/breadcrumb';
import {
  ARTIST_CHOICES,
  DEFAULT_SORT,
  GENRE_CHOICES,
  SORT_CHOICES,
  useProductList,
  type ArtistChoice,
  type GenreChoice,
} from '../api/product-list';
import { ProductsGrid } from './products-grid';
import { StoreFilters } from './store-filters';
import './store-page.css';

export const SEARCH_DEBOUNCE_MS = 300;

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/**
 * /store: products searched by title, filtered by artist and genre, featured / popular / newest — all
 * answered by the API, 8 at a time. The choices live in the address (?q=&genre=&artist=&sort=), so a
 * filtered store can be shared.
 */
export function StorePage() {
  const { t } = useTranslation('store');
  const [params, setParams] = useSearchParams();
  const genre = oneOf(params.get('genre'), GENRE_CHOICES, 'all');
  const artist = oneOf(params.get('artist'), ARTIST_CHOICES, 'all');
  const sort = oneOf(params.get('sort'), SORT_CHOICES, DEFAULT_SORT);
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('q', search);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [search, setParams]);

  const choose = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const list = useProductList({ search, genre, artist, sort });

  return (
    <ScreenFrame area="store" screen="store">
      <div className="kora-store-list">
        <Breadcrumb items={[{ label: t('common.home'), to: href('home') }, { label: t('screens.store') }]} />
        <StoreFilters
          search={typed}
          onSearch={setTyped}
          artist={artist}
          onArtist={(value: ArtistChoice) => choose('artist', value, 'all')}
          genre={genre}
          onGenre={(value: GenreChoice) => choose('genre', value, 'all')}
          sort={sort}
          onSort={(value: ProductSort) => choose('sort', value, DEFAULT_SORT)}
        />
        <ProductsGrid list={list} />
      </div>
    </ScreenFrame>
  );
}
