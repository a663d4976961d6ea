import { useId } from 'react';
import { useTranslation, ChoiceRadios } from '@kora/shared';
import type { ProductSort } from '@kora/shared/contracts';
import { ARTIST_CHOICES, GENRE_CHOICES, SORT_CHOICES, type ArtistChoice, type GenreChoice } from '../api/product-list';

interface StoreFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  artist: ArtistChoice;
  onArtist: (value: ArtistChoice) => void;
  genre: GenreChoice;
  onGenre: (value: GenreChoice) => void;
  sort: ProductSort;
  onSort: (value: ProductSort) => void;
}

/** The store's title search, artist and genre selects and its featured / popular / newest radios. */
export function StoreFilters(props: StoreFiltersProps) {
  const { search, onSearch, artist, onArtist, genre, onGenre, sort, onSort } = props;
  const { t } = useTranslation('store');
  const ids = { search: useId(), artist: useId(), genre: useId() };
  return (
    <form className="kora-store-list__filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="kora-field kora-store-list__search">
        <label htmlFor={ids.search}>{t('list.search')}</label>
        <input
          id={ids.search}
          className="kora-field__input"
          type="search"
          value={search}
          placeholder={t('list.searchPlaceholder')}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="kora-field">
        <label htmlFor={ids.artist}>{t('list.artist')}</label>
        <select
          id={ids.artist}
          className="kora-select"
          value={artist}
          onChange={(event) => onArtist(event.target.value as ArtistChoice)}
        >
          {ARTIST_CHOICES.map((option) => (
            <option key={option} value={option}>
              {t(`list.artists.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="kora-field">
        <label htmlFor={ids.genre}>{t('list.genre')}</label>
        <select
          id={ids.genre}
          className="kora-select"
          value={genre}
          onChange={(event) => onGenre(event.target.value as GenreChoice)}
        >
          {GENRE_CHOICES.map((option) => (
            <option key={option} value={option}>
              {option === 'all' ? t('list.allGenres') : option}
            </option>
          ))}
        </select>
      </div>
      <ChoiceRadios
        className="kora-store-list__sort"
        legend={t('list.sort')}
        name="kora-store-sort"
        options={SORT_CHOICES}
        value={sort}
        onChange={onSort}
        labelOf={(option) => t(`list.sorts.${option}`)}
      />
    </form>
  );
}
