// React-free rules, importable by the API as `@kora/shared/validation`.
export * from './comment';
export * from './quantity';
export * from './upload-rules';
export * from './texts';
