/**
 * `use-sync-external-store/shim` as the site's bundle has it (an alias in vite.config.ts): React's
 * own hook. The package's shim (read by react-i18next and wouter) is for React before 18 and hands
 * React's hook over anyway when React has one; React 19 does.
 */
export { useSyncExternalStore } from 'react';
