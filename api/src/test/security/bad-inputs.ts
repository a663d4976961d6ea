import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi-operations';

/** Numbers at the edges: database integer limits, unsafe integers, the largest doubles. */
const EDGE_NUMBERS = [0, -1, -0, 0.5, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308];

/** What a query string or a path can say that no JSON number can. */
const NUMBER_TEXTS = ['Infinity', '-Infinity', 'NaN', '1e309', '-1e309', '0x10', '1e2', '  7', '99999999999999999999'];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u202eevil',
  '\ud800',
  '😀😀😀',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  'null',
  '[object Object]',
  '__proto__',
];

/** Deeper than any form the API expects. */
const DEEP_ARRAY = JSON.parse(`${'['.repeat(400)}${']'.repeat(400)}`) as unknown;
const DEEP_OBJECT = JSON.parse(`${'{"a":'.repeat(400)}1${'}'.repeat(400)}`) as unknown;

/** Long strings stay under this size so the run stays fast; larger limits are checked elsewhere. */
const LONGEST_STRING = 20000;

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** A value the schema accepts, to reach the checks behind the one under test. */
export function validValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return validValue(variants.find((v) => !typesOf(v).includes('null')) ?? variants[0]);
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? {}));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, validValue(schema.properties?.[key] ?? {})]),
      );
    default:
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.format === 'date') return '2030-01-01';
      if (schema.format === 'date-time') return '2030-01-01T20:00:00.000Z';
      if (schema.format === 'uri') return 'https://example.test/';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

const overlong = (schema: JsonSchema) =>
  'é'.repeat(Math.min((schema.maxLength ?? LONGEST_STRING - 1) + 1, LONGEST_STRING));

/** Values a schema must turn away (or, for strings, survive): wrong types, edges, garbage. */
export function badValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const choices: fc.Arbitrary<unknown>[] = [
    fc.constantFrom<unknown>(null, true, [], {}, [1, 2], { $gt: '' }, DEEP_ARRAY, DEEP_OBJECT),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(...EDGE_NUMBERS),
    fc.constantFrom(...ODD_STRINGS),
  ];
  if (types.includes('integer') || types.includes('number')) {
    choices.push(fc.double(), fc.integer(), fc.constantFrom(...NUMBER_TEXTS));
  }
  if (types.includes('string') || types.length === 0) {
    choices.push(
      fc.constant(overlong(schema)),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
  }
  if (types.includes('array')) choices.push(fc.array(badValue(schema.items ?? {}), { maxLength: 3 }));
  return fc.oneof(...choices);
}

/** One request of the fuzzer, ready for `app.inject`. */
export interface FuzzRequest {
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  payload?: unknown;
  /** What was made bad, for the report. */
  what: string;
}

/** Text as HTTP can carry it: a lone surrogate becomes U+FFFD, as a browser would send it. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** A value as a query string or a path carries it. */
function asText(value: unknown): string | string[] {
  if (typeof value === 'string') return wellFormed(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map((item) => wellFormed(String(item)));
  }
  return wellFormed(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** Header values cannot carry line breaks or control characters. */
const headerText = (value: unknown) => {
  const text = asText(value);
  return (Array.isArray(text) ? text.join(',') : text).replace(/[^\x20-\x7e]/g, '?');
};

function requestOf(
  operation: Operation,
  bad: { parameter?: Parameter; value?: unknown; body?: unknown },
  what: string,
) {
  const query: Record<string, string | string[]> = {};
  const headers: Record<string, string> = {};
  let url = operation.path;
  for (const parameter of operation.parameters) {
    const isBad = bad.parameter === parameter;
    if (!isBad && !parameter.required) continue;
    const value = isBad ? bad.value : validValue(parameter.schema);
    if (parameter.in === 'path') {
      const text = asText(value);
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(Array.isArray(text) ? text.join(',') : text));
    } else if (parameter.in === 'query') {
      query[parameter.name] = asText(value);
    } else {
      headers[parameter.name.toLowerCase()] = headerText(value);
    }
  }
  const payload = 'body' in bad ? bad.body : operation.body ? validValue(operation.body) : undefined;
  return { method: operation.method, url, query, headers, payload, what };
}

/** Bodies that keep the shape but break one field, drop one required field, or are garbage. */
function badBodies(schema: JsonSchema): fc.Arbitrary<{ body: unknown; what: string }> {
  const valid = validValue(schema) as Record<string, unknown>;
  const choices: fc.Arbitrary<{ body: unknown; what: string }>[] = [
    badValue(schema).map((body) => ({ body, what: 'body' })),
  ];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    choices.push(badValue(property).map((value) => ({ body: { ...valid, [key]: value }, what: `body.${key}` })));
    if (property.items?.properties) {
      const item = validValue(property.items) as Record<string, unknown>;
      for (const [itemKey, itemProperty] of Object.entries(property.items.properties)) {
        choices.push(
          badValue(itemProperty).map((value) => ({
            body: { ...valid, [key]: [{ ...item, [itemKey]: value }] },
            what: `body.${key}[].${itemKey}`,
          })),
        );
      }
    }
  }
  for (const key of schema.required ?? []) {
    const { [key]: _dropped, ...rest } = valid;
    choices.push(fc.constant({ body: rest, what: `body without ${key}` }));
  }
  return fc.oneof(...choices);
}

/** Requests with one bad part each: a parameter, the body, or a field of the body. */
export function badRequestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const choices: fc.Arbitrary<FuzzRequest>[] = operation.parameters.map((parameter) =>
    badValue(parameter.schema).map((value) =>
      requestOf(operation, { parameter, value }, `${parameter.in} ${parameter.name}`),
    ),
  );
  if (operation.body) {
    choices.push(badBodies(operation.body).map(({ body, what }) => requestOf(operation, { body }, what)));
  }
  if (choices.length === 0) choices.push(fc.constant(requestOf(operation, {}, 'valid request')));
  return fc.oneof(...choices);
}

/** Headers every write may read: an empty, a huge or an odd idempotency key. */
const ODD_IDEMPOTENCY_KEYS = ['', ' ', 'k'.repeat(5000), '../../x', 'été'];

/**
 * Requests no route can take as they are: broken JSON, other content types, broken multipart, odd
 * idempotency keys on an otherwise valid request.
 */
export function rawRequestsFor(operation: Operation): FuzzRequest[] {
  const base = requestOf(operation, {}, '');
  // Each twice: the second is a retry of the first.
  const keyed = ODD_IDEMPOTENCY_KEYS.flatMap((key) => {
    const request = {
      ...base,
      headers: { ...base.headers, 'idempotency-key': headerText(key) },
      what: `Idempotency-Key ${JSON.stringify(key.slice(0, 10))}`,
    };
    return [request, { ...request, what: `${request.what} again` }];
  });
  const raw = (contentType: string, payload: string, what: string): FuzzRequest => ({
    ...base,
    headers: { ...base.headers, 'content-type': contentType },
    payload,
    what,
  });
  return [
    ...keyed,
    raw('application/json', '{"title": ', 'truncated JSON'),
    raw('application/json', '', 'empty JSON body'),
    raw('application/json', '{"a": 1e309, "b": [1e999]}', 'JSON numbers beyond double'),
    raw('application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'JSON nested 5000 deep'),
    raw('text/plain', 'hello', 'text body'),
    raw('application/xml', '<a/>', 'XML body'),
    raw('application/x-www-form-urlencoded', 'a=1&a=2&b[c]=3', 'form body'),
    raw('multipart/form-data', '--x\r\n\r\n', 'multipart without boundary'),
    raw('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"', 'truncated multipart'),
    raw(
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--x--\r\n',
      'multipart with a tiny file',
    ),
  ];
}
