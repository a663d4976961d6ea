import { isApiError } from './api-error';

function hasOwnExplanation(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { message, detail } = body as Record<string, unknown>;
  return (typeof message === 'string' && message.trim() !== '') || (typeof detail === 'string' && detail.trim() !== '');
}

/**
 * What to tell the user after a failed call: the network text when the server could not be reached,
 * the server's own explanation when it gave one, else the screen's `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0 || hasOwnExplanation(error.body)) return error.message;
  return fallback;
}
