import { href, useAddressChoice, useAddressSearch, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { Breadcrumb } from '../../../common/breadcrumb/breadcrumb';
import {
  ARTIST_CHOICES,
  DEFAULT_STORE_FILTERS,
  GENRE_CHOICES,
  SORT_CHOICES,
  useProductList,
} from '../api/product-list';
import { ProductsGrid } from './products-grid';
import { StoreFilters } from './store-filters';
import './store-page.css';

/**
 * /store: products searched by title, filtered by artist and genre, featured / popular / newest — all
 * answered by the API, 8 at a time. The choices live in the address (?q=&genre=&artist=&sort=), so a
 * filtered store can be shared.
 */
export function StorePage() {
  const { t } = useTranslation('store');
  const [genre, setGenre] = useAddressChoice('genre', GENRE_CHOICES, DEFAULT_STORE_FILTERS.genre);
  const [artist, setArtist] = useAddressChoice('artist', ARTIST_CHOICES, DEFAULT_STORE_FILTERS.artist);
  const [sort, setSort] = useAddressChoice('sort', SORT_CHOICES, DEFAULT_STORE_FILTERS.sort);
  const { typed, setTyped, search } = useAddressSearch();
  const list = useProductList({ search, genre, artist, sort });

  return (
    <ScreenFrame area="store" screen="store">
      <div className="kora-store-list">
        <Breadcrumb items={[{ label: t('common.home'), to: href('home') }, { label: t('screens.store') }]} />
        <StoreFilters
          search={typed}
          onSearch={setTyped}
          artist={artist}
          onArtist={setArtist}
          genre={genre}
          onGenre={setGenre}
          sort={sort}
          onSort={setSort}
        />
        <ProductsGrid list={list} />
      </div>
    </ScreenFrame>
  );
}
