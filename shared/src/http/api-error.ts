import { kernelText } from '../i18n/i18n';

/** Failures the kernel itself names; their texts live in the `common` namespace under `error.*`. */
export type KernelErrorCode = 'network' | 'upload-network' | 'invalid-response' | 'sign-in-required';

const TEXT_KEYS: Record<KernelErrorCode, string> = {
  network: 'error.network',
  'upload-network': 'error.uploadNetwork',
  'invalid-response': 'error.invalidResponse',
  'sign-in-required': 'error.signInRequired',
};

export interface ApiViolation {
  propertyPath: string;
  message: string;
}

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isViolation(value: unknown): value is ApiViolation {
  return typeof field(value, 'propertyPath') === 'string' && typeof field(value, 'message') === 'string';
}

/** The server's explanation: its `message`, else `detail`, else `error`, else 'Erreur {status}: {text}' (translated). */
export function apiErrorMessage(status: number, body: unknown, statusText = ''): string {
  return (
    nonEmptyString(field(body, 'message')) ??
    nonEmptyString(field(body, 'detail')) ??
    nonEmptyString(field(body, 'error')) ??
    kernelText('error.status', { status, statusText }).trimEnd()
  );
}

/**
 * A failed API call. `status` is 0 when the server could not be reached. `code` names the failures the
 * kernel detects itself; their message is the translated text of that code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly code?: KernelErrorCode;
  readonly violations?: ApiViolation[];

  constructor(status: number, body: unknown, statusText = '', code?: KernelErrorCode) {
    super(code ? kernelText(TEXT_KEYS[code]) : apiErrorMessage(status, body, statusText));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
    const violations = field(body, 'violations');
    if (Array.isArray(violations)) this.violations = violations.filter(isViolation);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
