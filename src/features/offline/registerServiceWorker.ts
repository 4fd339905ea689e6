/**
 * Client module (see plugins/offline-cache): registers static/sw.js so that pages the reader has
 * visited load again offline. Production builds only: under `npm start` a worker would serve stale
 * code to the dev server's hot reloading. Kept to a few hundred bytes: every doc page loads it.
 */
function tellWorker(urls: string[]): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(urls));
}

if (process.env.NODE_ENV === 'production' && typeof window !== 'undefined' && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').then(
      // What this first visit loaded before the worker took over: keep it for offline reloads.
      () => tellWorker([location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)]),
      () => undefined,
    );
  });
}

/** Docusaurus calls this after each client-side navigation: keep that page's HTML too. */
export function onRouteDidUpdate({location: next, previousLocation}: {location: Location; previousLocation: Location | null}): void {
  if (process.env.NODE_ENV === 'production' && previousLocation && next.pathname !== previousLocation.pathname && navigator.serviceWorker?.controller) {
    tellWorker([next.pathname]);
  }
}
