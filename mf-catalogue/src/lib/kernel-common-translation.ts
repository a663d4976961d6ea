import { COMMON_NAMESPACE, i18n, initI18n, useTranslation } from '@kora/shared';

/**
 * The kernel's `common` texts from the page's one i18n instance (the @kora/shared singleton). The
 * catalogue's build gives it to the shared carousel in place of its relative import (see
 * webpack.config.js), so the carousel never starts an i18n instance of its own.
 */
export function useCommonTranslation() {
  void initI18n();
  return useTranslation(COMMON_NAMESPACE, { i18n });
}
