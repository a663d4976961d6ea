// React-free formatting, importable by the API as `@kora/shared/format`.
export * from './count';
export * from './date';
export * from './download-name';
export * from './duration';
export * from './fcfa';
export * from './money';
export * from './slug';
export * from './wallet-conversion';
