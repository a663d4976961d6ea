import { useMutation, useTranslation, write } from '@kora/shared';
import type { CreatorRelease } from '@kora/shared/contracts';
import { deleteMyRelease, updateMyRelease } from '@kora/shared/contracts/endpoints';

export type ReleaseAction = 'publish' | 'delete';

/**
 * One release's actions: a draft made public (`PUT` with its new status), or the release deleted. Each
 * answers with the sentence the list announces (a release with sales is unpublished rather than deleted:
 * the answer says which); a refusal stays on the mutation for its row.
 */
export function useReleaseAction(release: CreatorRelease, onDone: (message: string) => void) {
  const { t } = useTranslation('creator');
  const values = { title: release.title };
  const params = { id: release.id };

  async function act(action: ReleaseAction): Promise<string> {
    if (action === 'publish') {
      await write(updateMyRelease, { params, body: { status: 'published' } });
      return t('myReleases.published', values);
    }
    const answer = await write(deleteMyRelease, { params });
    return t(answer.outcome === 'unpublished' ? 'myReleases.unpublished' : 'myReleases.deleted', values);
  }

  return useMutation({
    mutationFn: act,
    // The list is read again before `write` resolves: the row shows its new state with the message.
    onSuccess: onDone,
  });
}
