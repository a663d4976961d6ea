// The kernel every app shares as one singleton module: one bus, one set of stores, one http client,
// and the ui kit that gives the site one look. Pure formatters and rules are not part of it: apps take
// them from `@kora/shared/format` and `@kora/shared/validation`, bundled with each remote, so a remote
// using a newer one simply carries it.
import './ui/kit.css';
export * from './bus/event-bus';
export * from './stores/session-store';
export * from './stores/toast-store';
export * from './stores/currency-store';
export * from './stores/cart-store';
export * from './stores/player-store';
export * from './stores/favourites-store';
export * from './http/api-error';
export * from './http/http-client';
export { answerAddress, FIRST_ANSWERS_ID } from './http/first-answers';
export * from './i18n/i18n';
export * from './i18n/folder-texts';
export * from './format/strip-html';
export * from './ui/modal';
export * from './ui/confirm-dialog';
export * from './ui/dialog-actions';
export * from './ui/area-scope';
export * from './ui/toast-banner';
export * from './ui/states';
export * from './ui/section-unavailable';
export * from './ui/section-header';
export * from './ui/breadcrumb';
export * from './ui/highlighted-text';
export * from './ui/image/responsive-image';
export * from './ui/share-links';
export * from './ui/use-copy-text';
export * from './ui/use-document-title';
export * from './ui/save-blob';
export * from './routes';
export { siteOrigin } from './site-origin';
export {
  dropServerMarkup,
  FIRST_CONTENT_ATTRIBUTE,
  holdsServerMarkup,
  INERT_ATTRIBUTE,
  takeServerMarkup,
  TAKEN_OVER_EVENT,
} from './first-screen/server-markup';
export * from './ui/use-common-translation';
export * from './http/error-text';
export * from './format/use-format';
export * from './async/with-timeout';
export * from './async/use-debounced-value';
export * from './query/query-client';
export * from './query/profile-query';
export * from './query/query-view';
export * from './query/query-section';
export * from './query/query-provider';
export * from './query/paged-query';
export * from './ui/form/text-field';
export * from './ui/form/form-message';
export * from './ui/form/use-submit';
export * from './ui/form/submit-button';
export * from './ui/form/choice-radios';
export * from './ui/form/select-field';
export * from './ui/form/text-area-field';
export * from './ui/form/checkbox-field';
export * from './ui/quantity-input';
export * from './ui/list/list-filters';
export * from './ui/list/search-field';
export * from './ui/list/filter-tabs';
export * from './ui/list/paged-list-view';
export * from './ui/list/list-address';
export * from './ui/form/field-notes';
export * from './ui/form/use-form-values';
export { readString, writeString, removeKey, readJson, writeJson, signedInKey, STORAGE_KEYS } from './stores/storage';
export {
  useQuery,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  queryOptions,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
