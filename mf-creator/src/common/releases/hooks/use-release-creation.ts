import { useNavigate } from 'react-router-dom';
import { href, useTranslation, type useSubmit } from '@kora/shared';
import type { CreatorReleaseResponse } from '@kora/shared/contracts';

/**
 * Sending a new release through the form's `useSubmit` (its submitting state, the server's violations on
 * their fields), then the dashboard with a flash message saying what became of the release. The create
 * call is a `write`: the dashboard, my releases and the public lists are read again after it.
 */
export function useReleaseCreation(form: ReturnType<typeof useSubmit>) {
  const { t } = useTranslation('creator');
  const navigate = useNavigate();

  return async function create(call: () => Promise<CreatorReleaseResponse>, failure: string): Promise<void> {
    const created = await form.run(call, { failure });
    if (!created) return;
    const { release } = created.answer;
    const flash = t(release.status === 'draft' ? 'releases.savedAsDraft' : 'releases.created', {
      title: release.title,
    });
    navigate(href('artistDashboard'), { state: { flash } });
  };
}
