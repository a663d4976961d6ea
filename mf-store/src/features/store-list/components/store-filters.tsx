import {
  ChoiceRadios,
  ListFilters,
  SearchField,
  SelectField,
  useCommonTranslation,
  useTranslation,
} from '@kora/shared';
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
  const { t: common } = useCommonTranslation();
  return (
    <ListFilters variant="panel" className="kora-store-list__filters">
      <SearchField
        label={t('list.search')}
        value={search}
        onChange={onSearch}
        placeholder={t('list.searchPlaceholder')}
      />
      <SelectField
        label={t('list.artist')}
        value={artist}
        options={ARTIST_CHOICES.map((option) => ({ value: option, label: t(`list.artists.${option}`) }))}
        onChange={onArtist}
      />
      <SelectField
        label={t('list.genre')}
        value={genre}
        options={GENRE_CHOICES.map((option) => ({
          value: option,
          label: option === 'all' ? t('list.allGenres') : common(`genres.${option}`),
        }))}
        onChange={onGenre}
      />
      <ChoiceRadios
        legend={t('list.sort')}
        name="kora-store-sort"
        options={SORT_CHOICES}
        value={sort}
        onChange={onSort}
        labelOf={(option) => t(`list.sorts.${option}`)}
      />
    </ListFilters>
  );
}
