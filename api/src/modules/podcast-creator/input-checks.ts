import type { FastifyRequest } from 'fastify';
import { badRequest, violationsFrom } from '../../http/errors';

type SchemaProblem = Error & { validation?: Parameters<typeof violationsFrom>[0]; validationContext?: string };

const INVALID_BODY = 'Les données envoyées ne sont pas valides.';
const INVALID_PARAMS = 'Les paramètres de la requête ne sont pas valides.';
const REQUIRED = 'Cette valeur ne doit pas être vide.';

/**
 * preHandler of a route declared with `attachValidation`, placed after the rights checks (a caller
 * without rights learns nothing about the form): schema problems become a 400 with violations.
 */
export async function rejectInvalidInput(request: FastifyRequest): Promise<void> {
  const problem = request.validationError as SchemaProblem | undefined;
  if (!problem?.validation) return;
  const message = problem.validationContext === 'body' ? INVALID_BODY : INVALID_PARAMS;
  throw badRequest(message, violationsFrom(problem.validation));
}

/** A required text that is blank once trimmed: 400 with a violation on `field`. */
export function requiredText(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw badRequest(INVALID_BODY, [{ propertyPath: field, message: REQUIRED }]);
  return text;
}

/** An optional text: trimmed, null when blank. */
export const optionalText = (value: string | undefined | null): string | null => value?.trim() || null;
