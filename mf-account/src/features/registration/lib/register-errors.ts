import type { ApiViolation } from '@kora/shared';

export type RegisterField = 'username' | 'email' | 'password';

export interface RegisterErrors {
  fields: Partial<Record<RegisterField, string>>;
  /** Violations on other fields, as 'field: message'. */
  others: string[];
}

/** Words a server uses to say a username or an email is taken (French and English). */
const TAKEN = /exist|used|pris|utilisé|déjà|taken/i;

/**
 * Reads the server's violations per field (platform.md §5): a taken username or email becomes the
 * site's own text, a password violation keeps its message, anything else shows 'field: message'.
 */
export function registerErrors(
  violations: readonly ApiViolation[],
  texts: { usernameTaken: string; emailTaken: string; passwordWeak: string },
): RegisterErrors {
  const result: RegisterErrors = { fields: {}, others: [] };
  for (const { propertyPath, message } of violations) {
    if (propertyPath === 'username' || propertyPath === 'email') {
      const taken = TAKEN.test(message);
      const text = taken ? (propertyPath === 'username' ? texts.usernameTaken : texts.emailTaken) : message;
      result.fields[propertyPath] ??= text;
    } else if (propertyPath === 'password') {
      result.fields.password ??= message.trim() || texts.passwordWeak;
    } else {
      result.others.push(`${propertyPath}: ${message}`);
    }
  }
  return result;
}
