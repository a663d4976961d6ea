/**
 * react-i18next asks for `use-sync-external-store/shim`, a copy of the hook for React before 18. Every app
 * runs React 19, whose own hook the shim hands back anyway: the page gets React's, and not the shim's code.
 */
export { useSyncExternalStore } from 'react';
