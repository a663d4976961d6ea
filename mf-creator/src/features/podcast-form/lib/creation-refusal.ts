import { isApiError } from '@kora/shared';
import { isForbidden } from '../../../common/podcasts/lib/creator-refusal';

/**
 * The text key of a refused creation the spec words itself (§8): 401 and 403. Other refusals show the
 * server's message, else the form's fallback.
 */
export function creationRefusalKey(failure: unknown): string | null {
  if (isApiError(failure) && failure.status === 401) return 'podcastForm.errors.authentication';
  if (isForbidden(failure)) return 'podcasts.forbidden';
  return null;
}
