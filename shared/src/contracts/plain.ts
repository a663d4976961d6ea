/**
 * The contracts' plain values for code on every page (the shell), without the schema library the
 * full contracts need: importing a value from `@kora/shared/contracts` brings every schema with it.
 */
export * from './search-terms';
export * from './notification-kinds';
export { posterUrl } from './images';
export * from './plan-table';
export * from './creator-roles';
export * from './content-creation';
export * from './library-limits';
export * from './payment-methods';
export * from './support-categories';
