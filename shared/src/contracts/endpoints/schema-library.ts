/**
 * What an endpoint's `schema` function builds its schemas from: every contract and TypeBox's `Type`.
 * Only the API (and tests) import it as a value; the declarations name it as a type, so a web bundle
 * that calls an endpoint carries its address and never a schema.
 */
export * from '../index';
export { Type } from 'typebox';
