import {rememberPage} from './appLaunch';

/**
 * Client module (see plugins/offline-cache): registers static/sw.js so that pages the reader has
 * visited load again offline, and keeps the page being read for the installed app's next start
 * (appLaunch.ts). Production builds only: under `npm start` a worker would serve stale
 * code to the dev server's hot reloading. Kept to a few hundred bytes: every doc page loads it.
 */
function tellWorker(urls: string[]): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(urls));
}

function register(): void {
  navigator.serviceWorker.register('/sw.js').then(
    // What this first visit loaded before the worker took over: keep it for offline reloads.
    () => tellWorker([location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)]),
    () => undefined,
  );
}

if (typeof window !== 'undefined') rememberPage(location);

if (process.env.NODE_ENV === 'production' && typeof window !== 'undefined' && 'serviceWorker' in navigator) {
  // After the page's own loading, so the worker's start-up does not compete with it. The scripts
  // start after the first paint (plugins/page-scripts), which can be after `load` has fired.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

/** Docusaurus calls this after each client-side navigation: keep that page's HTML too. */
export function onRouteDidUpdate({location: next, previousLocation}: {location: Location; previousLocation: Location | null}): void {
  rememberPage(next);
  if (process.env.NODE_ENV === 'production' && previousLocation && next.pathname !== previousLocation.pathname && navigator.serviceWorker?.controller) {
    tellWorker([next.pathname]);
  }
}
