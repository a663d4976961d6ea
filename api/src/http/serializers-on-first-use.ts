import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Fastify's own serializers (fast-json-stringify), each compiled when its route first answers with that
 * status rather than all at start. Compiling every response schema of the API takes seconds of CPU at each
 * start (about 2.5 s on a 2-core machine), which every API process, and every test server, paid before its
 * first request; one route's takes milliseconds. That every schema compiles is checked by a test
 * (schemas-on-first-use.test.ts), as the start used to check it.
 */
export function serializersOnFirstUse(): SerializerFactory {
  const buildSerializer = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = buildSerializer(externalSchemas, options);
    return (route) => {
      let serialize: ((document: unknown) => string) | undefined;
      return (document) => {
        serialize ??= compile(route);
        return serialize(document);
      };
    };
  };
}
