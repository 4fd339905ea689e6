import {rememberPage} from './appLaunch';

/**
 * Client module (see plugins/offline-cache): registers the Workbox service worker (/sw.js) so that
 * pages the reader has visited load again offline, offers to reload when a new build's worker is
 * waiting (updatePrompt.ts, which alone loads workbox-window, and only then), and keeps the page
 * being read for the installed app's next start (appLaunch.ts). Production builds only: under
 * `npm start` a worker would serve stale code to the dev server's hot reloading. Kept to a few
 * hundred bytes: every doc page loads it.
 */
let registered: Promise<ServiceWorkerRegistration> | undefined;

function tellWorker(urls: string[]): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({type: 'KEEP', urls}));
}

/** A new build's worker is installed (its offline copies refreshed) and waits: offer the reader to reload. */
function offerReloadWhenWaiting(registration: ServiceWorkerRegistration): void {
  const offer = () => {
    if (registration.waiting && navigator.serviceWorker.controller) void import('./updatePrompt').then((prompt) => prompt.offerReload());
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => installing.state === 'installed' && offer());
  });
}

function register(): void {
  registered = navigator.serviceWorker.register('/sw.js');
  registered.then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser that refuses workers without saying so (Playwright's serviceWorkers: 'block'
      // replaces register() with one that resolves to nothing) gets a page without offline reading,
      // not an error on every page.
      if (!registration) return;
      // What this first visit loaded before the worker took over: keep it for offline reloads.
      tellWorker([location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)]);
      offerReloadWhenWaiting(registration);
    },
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

/**
 * Docusaurus calls this after each client-side navigation: keep that page's HTML too, and ask the
 * server whether a new build is out (a reader moving through the docs in one tab never reloads).
 */
export function onRouteDidUpdate({location: next, previousLocation}: {location: Location; previousLocation: Location | null}): void {
  rememberPage(next);
  if (process.env.NODE_ENV === 'production' && previousLocation && next.pathname !== previousLocation.pathname && navigator.serviceWorker?.controller) {
    tellWorker([next.pathname]);
    void registered?.then((registration) => registration.update()).catch(() => undefined);
  }
}
