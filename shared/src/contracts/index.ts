/** Entity types and request/response shapes shared by the web apps and the API. Types and plain data only. */
export * from './common';
export * from './currency';
export * from './schema-kit';
export * from './plans';
export * from './payments';
export * from './subscriptions';
export * from './accounts';
export * from './uploads';
export * from './images';
export * from './catalogue';
export * from './events';
export * from './store';
export * from './purchases';
export * from './wallet';
export * from './ticket-code';
export * from './creator';
