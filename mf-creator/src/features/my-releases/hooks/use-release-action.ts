import { useMutation, useTranslation } from '@kora/shared';
import type { CreatorRelease } from '@kora/shared/contracts';
import { useRefreshReleases } from '../../../common/releases/hooks/use-refresh-releases';
import { deleteRelease, publishRelease } from '../api/my-releases-api';

export type ReleaseAction = 'publish' | 'delete';

/**
 * One release's actions. Each answers with the sentence the list announces (a release with sales is
 * unpublished rather than deleted: the answer says which); a refusal stays on the mutation for its row.
 */
export function useReleaseAction(release: CreatorRelease, onDone: (message: string) => void) {
  const { t } = useTranslation('creator');
  const refresh = useRefreshReleases();
  const values = { title: release.title };

  async function act(action: ReleaseAction): Promise<string> {
    if (action === 'publish') {
      await publishRelease(release.id);
      return t('myReleases.published', values);
    }
    const answer = await deleteRelease(release.id);
    return t(answer.outcome === 'unpublished' ? 'myReleases.unpublished' : 'myReleases.deleted', values);
  }

  return useMutation({
    mutationFn: act,
    onSuccess: async (message) => {
      onDone(message);
      await refresh();
    },
  });
}
