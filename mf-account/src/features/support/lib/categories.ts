import { SUPPORT_CATEGORIES, type SupportCategory } from '@kora/shared/contracts';

/** The categories as a select offers them, labelled in the reader's language. */
export const categoryOptions = (t: (key: string) => string): { value: SupportCategory; label: string }[] =>
  SUPPORT_CATEGORIES.map((value) => ({ value, label: t(`support.categories.${value}`) }));
