import ValidatorSelector from '@fastify/ajv-compiler';

type ValidatorFactory = ReturnType<typeof ValidatorSelector>;
/** A compiled validator as Fastify uses it: called on a request's part, then its errors read. */
type Validator = ((...input: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };
/** What Fastify passes to compile one (its types name a schema; it passes the route's schema definition). */
type CompileValidator = (route: unknown) => Validator;

/**
 * Fastify's own validators (Ajv), each compiled when its route is first asked for rather than all at start,
 * as the serializers are (serializers-on-first-use.ts): every API process, and every test server, compiled
 * the input schemas of all its routes before its first request. What Fastify reads of a validator (the
 * schema it was compiled from, the errors of its last call) is read from the compiled one. That every
 * schema compiles is checked by a test (schemas-on-first-use.test.ts).
 */
export function validatorsOnFirstUse(): ValidatorFactory {
  const buildValidator = ValidatorSelector();
  const lazy = (externalSchemas: Parameters<ValidatorFactory>[0], options: Parameters<ValidatorFactory>[1]) => {
    const compile = buildValidator(externalSchemas, options) as unknown as CompileValidator;
    return (route: unknown) => {
      let compiled: Validator | undefined;
      const validator = () => (compiled ??= compile(route));
      const validate = (...input: unknown[]) => validator()(...input);
      Object.defineProperties(validate, {
        schemaEnv: { get: () => validator().schemaEnv },
        errors: { get: () => validator().errors },
      });
      return validate;
    };
  };
  return lazy as unknown as ValidatorFactory;
}
