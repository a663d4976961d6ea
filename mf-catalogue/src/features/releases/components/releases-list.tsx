import {
  ChoiceRadios,
  ListFilters,
  PagedListView,
  SearchField,
  SelectField,
  SkeletonList,
  useAddressChoice,
  useAddressSearch,
  useCommonTranslation,
  useTranslation,
} from '@kora/shared';
import { GENRES, type ArtistType, type ReleaseSort } from '@kora/shared/contracts';
import { ReleaseCard, ReleaseCardPlaceholder } from '../../../common/components/release-card';
import { usePlayRelease } from '../../../common/hooks/use-play-release';
import '../../../common/components/card-grid.css';
import { DEFAULT_RELEASES_FILTERS, RELEASES_PAGE_SIZE, useReleasesList } from '../api/list-releases';

/** The covers a phone shows first, two to a row: the page's largest pictures. */
const FIRST_ROW_ON_A_PHONE = 2;

const RELEASE_SORTS: readonly ReleaseSort[] = ['featured', 'popular', 'newest'];
const ARTIST_TYPES: readonly (ArtistType | 'all')[] = ['all', 'legacy', 'active'];
const GENRE_CHOICES = ['all', ...GENRES] as const;

/**
 * The releases: search by title or artist, artist type, genre and sort, all answered by the API; Load
 * more fetches the next page. The choices live in the address, so a filtered list can be shared.
 */
export function ReleasesList() {
  const { t } = useTranslation('catalogue');
  const { t: common } = useCommonTranslation();
  const [sort, setSort] = useAddressChoice('sort', RELEASE_SORTS, DEFAULT_RELEASES_FILTERS.sort);
  const [artistType, setArtistType] = useAddressChoice('artists', ARTIST_TYPES, DEFAULT_RELEASES_FILTERS.artistType);
  const [genre, setGenre] = useAddressChoice('genre', GENRE_CHOICES, DEFAULT_RELEASES_FILTERS.genre);
  const { typed, setTyped, search: query } = useAddressSearch();
  const { play, pending } = usePlayRelease();

  const list = useReleasesList({ sort, query, genre, artistType });
  const filtered = Boolean(query) || genre !== 'all' || artistType !== 'all';

  return (
    <>
      <ListFilters variant="bar">
        <SearchField
          label={t('releases.search')}
          value={typed}
          onChange={setTyped}
          placeholder={t('releases.searchPlaceholder')}
        />
        <SelectField
          label={t('releases.artistType')}
          value={artistType}
          options={ARTIST_TYPES.map((type) => ({ value: type, label: t(`releases.artistTypes.${type}`) }))}
          onChange={setArtistType}
        />
        <SelectField
          label={t('releases.genre')}
          value={genre}
          options={GENRE_CHOICES.map((choice) => ({
            value: choice,
            label: choice === 'all' ? t('releases.allGenres') : common(`genres.${choice}`),
          }))}
          onChange={setGenre}
        />
        <ChoiceRadios
          legend={t('releases.sort')}
          name="release-sort"
          options={RELEASE_SORTS}
          value={sort}
          onChange={setSort}
          labelOf={(option) => t(`sorts.${option}`)}
        />
      </ListFilters>

      <PagedListView
        list={list}
        texts={{
          error: t('home.releasesError'),
          empty: filtered ? t('releases.noMatch') : t('home.releasesEmpty'),
          emptyHint: filtered ? t('releases.noMatchHint') : t('home.releasesEmptyHint'),
          moreError: t('releases.moreError'),
          loadMore: t('loadMore'),
          loadingMore: t('loadingMore'),
          shown: t('releases.shown', { count: list.items.length }),
        }}
        placeholder={
          <SkeletonList
            count={RELEASES_PAGE_SIZE}
            className="kora-cat-grid kora-cat-grid--releases"
            item={<ReleaseCardPlaceholder />}
          />
        }
      >
        {(releases) => (
          <ul className="kora-cat-grid kora-cat-grid--releases">
            {releases.map((release, position) => (
              <li key={release.id}>
                <ReleaseCard
                  release={release}
                  onPlay={(r) => play(r.id)}
                  pending={pending === release.id}
                  priority={position < FIRST_ROW_ON_A_PHONE}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </>
  );
}
