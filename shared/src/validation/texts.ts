import fr from '../i18n/locales/fr.json';

/**
 * A kernel text in French with its `{{values}}` filled in, for the API: it answers with the same
 * words the site shows, read from the one place they are written.
 */
export function frenchText(key: string, values: Record<string, string | number> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], fr);
  if (typeof text !== 'string') throw new Error(`No French text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
