import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  type SupportAttachmentType,
} from '@kora/shared/contracts';

/** The value of the file input's `accept`. */
export const ATTACHMENT_ACCEPT = SUPPORT_ATTACHMENT_TYPES.join(',');

/**
 * Why a picked file cannot go with the request, judging by its declared type and size (the API then
 * checks its content): the text key under `support.attachment`, or null.
 */
export function attachmentProblem(file: { type: string; size: number }): 'wrongType' | 'tooLarge' | null {
  if (!SUPPORT_ATTACHMENT_TYPES.includes(file.type.toLowerCase() as SupportAttachmentType)) return 'wrongType';
  if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

const KILOBYTE = 1024;

/** 120 Ko, 2,4 Mo: the size as the thread shows it, in the reader's language. */
export function attachmentSize(bytes: number, locale: string): { unit: 'kb' | 'mb'; value: string } {
  if (bytes < KILOBYTE * KILOBYTE) return { unit: 'kb', value: String(Math.max(1, Math.round(bytes / KILOBYTE))) };
  const megabytes = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / KILOBYTE / KILOBYTE);
  return { unit: 'mb', value: megabytes };
}
