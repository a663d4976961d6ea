/** The plan table's rule for creating on Kora: it comes for a signed-in account, not with a visitor's page. */
export { contentCreationAccess } from '@kora/shared/contracts/plain';
