import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, href, QueryView, read, useQuery, useTranslation } from '@kora/shared';
import { listMyReleases } from '@kora/shared/contracts/endpoints';
import { ScreenFrame } from '@kora/shared/remote-app';
import { FlashMessage } from '../../../common/releases/components/flash-message';
import { NotAnArtist } from '../../../common/releases/components/not-an-artist';
import { isForbidden } from '../../../common/releases/lib/is-forbidden';
import { MyReleaseRow } from './my-release-row';
import './my-releases.css';

/** `/artist/releases`: every release of the artist, with Edit, Publish for drafts, and Delete. */
export function MyReleasesPage() {
  const { t } = useTranslation('creator');
  const releases = useQuery(read(listMyReleases));
  const [outcome, setOutcome] = useState('');
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  // The row acted on may be gone: the outcome takes the focus, so it is read and the keyboard stays on the list.
  function done(message: string) {
    setOutcome(message);
    outcomeRef.current?.focus();
  }

  return (
    <ScreenFrame area="creator" screen="myReleases">
      <div className="kora-creator-releases">
        <FlashMessage />
        <p ref={outcomeRef} tabIndex={-1} className="kora-creator-releases__outcome" role="status">
          {outcome}
        </p>
        {isForbidden(releases.error) ? (
          <NotAnArtist />
        ) : (
          <QueryView
            query={releases}
            errorText={t('releases.loadError')}
            isEmpty={(data) => data.releases.length === 0}
            empty={
              <EmptyState
                title={t('myReleases.empty')}
                hint={<Link to={href('releaseChooser')}>{t('myReleases.create')}</Link>}
              />
            }
          >
            {(data) => (
              <>
                <p>
                  <Link className="kora-button kora-button--accent" to={href('releaseChooser')}>
                    {t('myReleases.create')}
                  </Link>
                </p>
                <ul className="kora-creator-releases__list">
                  {data.releases.map((release) => (
                    <MyReleaseRow key={release.id} release={release} onDone={done} />
                  ))}
                </ul>
              </>
            )}
          </QueryView>
        )}
      </div>
    </ScreenFrame>
  );
}
