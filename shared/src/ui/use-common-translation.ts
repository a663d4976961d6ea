import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, i18n, initI18n } from '../i18n/i18n';

/**
 * `t` for the kernel's `common` texts. It names the kernel's i18n instance explicitly, so kernel
 * components work inside any app's tree, with or without an I18nextProvider.
 */
export function useCommonTranslation() {
  // Idempotent and synchronous (translations are bundled): safe to call on every render.
  void initI18n();
  return useTranslation(COMMON_NAMESPACE, { i18n });
}
