import { badRequest } from '../../http/errors';

const INVALID_BODY = 'Les données envoyées ne sont pas valides.';
const REQUIRED = 'Cette valeur ne doit pas être vide.';

/** A required text that is blank once trimmed: 400 with a violation on `field`. */
export function requiredText(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw badRequest(INVALID_BODY, [{ propertyPath: field, message: REQUIRED }]);
  return text;
}

/** An optional text: trimmed, null when blank. */
export const optionalText = (value: string | undefined | null): string | null => value?.trim() || null;
