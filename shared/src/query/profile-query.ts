import type { Profile } from '../contracts/accounts';
import { http } from '../http/http-client';
import { apiRead, userQueryKey } from './query-client';

/**
 * `GET /profile`: the signed-in account, its roles and plan. One key for the page, so the header, the
 * profile screen and the creator tools ask for it once. The chrome reads it in the `background`: a
 * stored session that has expired does not send a visitor of a public page to sign in.
 */
export const profileQuery = ({ background = false }: { background?: boolean } = {}) =>
  apiRead(userQueryKey('profile'), (signal) => http.get<Profile>('/profile', { signal, background }));
