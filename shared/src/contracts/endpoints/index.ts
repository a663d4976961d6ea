/**
 * The endpoint table: every call of the API declared once, grouped by area. Each declaration is a plain
 * object, so a web bundle keeps only those it calls, and no schema (see `schema-library.ts`).
 */
export * from './endpoint';
export * from './catalogue';
