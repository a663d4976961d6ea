/**
 * What the page shares of react-i18next: the names the apps import (see react-router-dom.js).
 * `kora-package/<name>` is the package's own ES module entry (an alias of the build), a request the
 * share of '<name>' does not intercept.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'kora-package/react-i18next';
