import { useParams } from 'react-router-dom';
import { QueryView, read, useQuery, useTranslation } from '@kora/shared';
import { getMyRelease } from '@kora/shared/contracts/endpoints';
import { ScreenFrame } from '@kora/shared/remote-app';
import { NotAnArtist } from '../../../common/releases/components/not-an-artist';
import { isForbidden } from '../../../common/releases/lib/is-forbidden';
import { ReleaseEditForm } from './release-edit-form';

/** `/artist/release/edit/:id`: one of the artist's releases, its own fields editable. */
export function ReleaseEditPage() {
  const { t } = useTranslation('creator');
  const { id = '' } = useParams();
  const release = useQuery(read(getMyRelease, { params: { id: Number(id) } }));
  const content = () => {
    if (isForbidden(release.error)) return <NotAnArtist />;
    // Once loaded, the form stays whatever a later refresh answers: nothing typed is lost.
    if (release.data) return <ReleaseEditForm key={release.data.id} release={release.data} />;
    return (
      <QueryView query={release} errorText={t('releaseEdit.loadError')} notFoundText={t('releaseEdit.notFound')}>
        {(loaded) => <ReleaseEditForm key={loaded.id} release={loaded} />}
      </QueryView>
    );
  };
  return (
    <ScreenFrame area="creator" screen="releaseEdit">
      {content()}
    </ScreenFrame>
  );
}
