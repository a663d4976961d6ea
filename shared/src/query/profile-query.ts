import { getProfile } from '../contracts/endpoints/accounts';
import { read } from './query-client';

/**
 * `GET /profile`: the signed-in account, its roles and plan. One key for the page, so the header, the
 * profile screen and the creator tools ask for it once. The chrome reads it in the `background`: a
 * stored session that has expired does not send a visitor of a public page to sign in.
 */
export const profileQuery = ({ background = false }: { background?: boolean } = {}) =>
  read(getProfile, {}, { background });
