// The offline app: what other code may use of it (the service worker registers itself as a
// client module, plugins/offline-cache).
export {appStartTarget} from './appLaunch';
export {default as OfflineVersions} from './OfflineVersions';
