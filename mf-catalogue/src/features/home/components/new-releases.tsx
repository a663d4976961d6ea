import { EmptyState, href, QuerySection, read, SkeletonList, useQuery, useTranslation } from '@kora/shared';
import { listReleases } from '@kora/shared/contracts/endpoints';
import { usePlayRelease } from '../../../common/hooks/use-play-release';
import { ReleaseCard, ReleaseCardPlaceholder } from '../../../common/components/release-card';
import './new-releases.css';

const HOME_RELEASES = 8;

/** Home section: the 8 most recent releases, each playable and linked to its release and artist. */
export function NewReleases() {
  const { t } = useTranslation('catalogue');
  const { play, pending } = usePlayRelease();
  const releases = useQuery(read(listReleases, { query: { limit: HOME_RELEASES } }));

  return (
    <QuerySection
      className="kora-new-releases"
      id="kora-new-releases-title"
      title={t('home.newReleases')}
      more={{ to: href('releases'), label: t('home.seeAll') }}
      query={releases}
      loading={
        <SkeletonList count={HOME_RELEASES} className="kora-new-releases__grid" item={<ReleaseCardPlaceholder />} />
      }
      errorText={t('home.releasesError')}
      empty={<EmptyState title={t('home.releasesEmpty')} hint={t('home.releasesEmptyHint')} />}
    >
      {(list) => (
        <ul className="kora-new-releases__grid">
          {[...list]
            .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate))
            .slice(0, HOME_RELEASES)
            .map((release) => (
              <li key={release.id}>
                <ReleaseCard release={release} onPlay={(r) => play(r.id)} pending={pending === release.id} />
              </li>
            ))}
        </ul>
      )}
    </QuerySection>
  );
}
