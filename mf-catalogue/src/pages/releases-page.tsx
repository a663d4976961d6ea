import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { catalogueQueryKey, useDebouncedValue, usePagedQuery, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { RELEASE_GENRES, type ArtistType, type ReleaseSort } from '@kora/shared/contracts';
import { catalogueApi } from '../api';
import { PagedGrid, SearchField } from '../common/components/list-controls';
import { ReleaseCard } from '../common/components/release-card';
import { usePlayRelease } from '../common/hooks/use-play-release';

export const RELEASES_PAGE_SIZE = 12;
const SORTS: readonly ReleaseSort[] = ['featured', 'popular', 'newest'];
const ARTIST_TYPES = ['all', 'legacy', 'active'] as const;

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/**
 * /releases: search by title or artist, artist type, genre and sort, all answered by the API; Load
 * more fetches the next page. The choices live in the address, so a filtered list can be shared.
 */
export function ReleasesPage() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const sort = oneOf(params.get('sort'), SORTS, 'featured');
  const artistType = oneOf(params.get('artists'), ARTIST_TYPES, 'all');
  const genre = oneOf(params.get('genre'), ['all', ...RELEASE_GENRES] as const, 'all');
  const [search, setSearch] = useState(params.get('q') ?? '');
  const query = useDebouncedValue(search.trim(), 300);
  const { play, pending } = usePlayRelease();
  const ids = { artists: useId(), genre: useId() };

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set('q', query);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [query, setParams]);

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

  const list = usePagedQuery(
    catalogueQueryKey('releases', { sort, query, genre, artistType }),
    RELEASES_PAGE_SIZE,
    ({ offset, limit, signal }) =>
      catalogueApi.releases(
        {
          limit,
          offset,
          sort,
          search: query || undefined,
          genre: genre === 'all' ? undefined : genre,
          artistType: artistType === 'all' ? undefined : (artistType as ArtistType),
        },
        signal,
      ),
  );
  const filtered = Boolean(query) || genre !== 'all' || artistType !== 'all';

  return (
    <ScreenFrame area="catalogue" screen="releases">
      <form className="kora-cat-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          label={t('releases.search')}
          value={search}
          onChange={setSearch}
          placeholder={t('releases.searchPlaceholder')}
        />
        <div className="kora-cat-filters__field">
          <label htmlFor={ids.artists}>{t('releases.artistType')}</label>
          <select
            id={ids.artists}
            className="kora-cat-input"
            value={artistType}
            onChange={(event) => choose('artists', event.target.value, 'all')}
          >
            {ARTIST_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`releases.artistTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="kora-cat-filters__field">
          <label htmlFor={ids.genre}>{t('releases.genre')}</label>
          <select
            id={ids.genre}
            className="kora-cat-input"
            value={genre}
            onChange={(event) => choose('genre', event.target.value, 'all')}
          >
            <option value="all">{t('releases.allGenres')}</option>
            {RELEASE_GENRES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="kora-cat-filters__sort">
          <legend>{t('releases.sort')}</legend>
          {SORTS.map((option) => (
            <label key={option} className="kora-cat-radio">
              <input
                type="radio"
                name="release-sort"
                value={option}
                checked={sort === option}
                onChange={() => choose('sort', option, 'featured')}
              />
              {t(`sorts.${option}`)}
            </label>
          ))}
        </fieldset>
      </form>

      <PagedGrid
        list={list}
        layout="releases"
        texts={{
          error: t('home.releasesError'),
          empty: filtered ? t('releases.noMatch') : t('home.releasesEmpty'),
          emptyHint: filtered ? t('releases.noMatchHint') : t('home.releasesEmptyHint'),
          moreError: t('releases.moreError'),
        }}
        status={t('releases.shown', { count: list.items.length })}
        getKey={(release) => release.id}
        renderItem={(release) => (
          <ReleaseCard release={release} onPlay={(r) => play(r.id)} pending={pending === release.id} />
        )}
      />
    </ScreenFrame>
  );
}
