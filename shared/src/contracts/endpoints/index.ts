/**
 * The endpoint table: every call of the API declared once, grouped by area. Each declaration is a plain
 * object, so a web bundle keeps only those it calls, and no schema (see `schema-library.ts`).
 */
export * from './endpoint';
export * from './accounts';
export * from './ads';
export * from './catalogue';
export * from './creator';
export * from './currency';
export * from './events';
export * from './health';
export * from './library';
export * from './offline';
export * from './notifications';
export * from './oauth';
export * from './payments';
export * from './podcast-creator';
export * from './purchases';
export * from './search';
export * from './store';
export * from './subscriptions';
export * from './support';
export * from './tickets';
export * from './uploads';
export * from './wallet';
