/**
 * PyDocs' service worker, built with Workbox (workbox-routing, workbox-strategies) and bundled at
 * build time by plugins/offline-cache, which also stamps BUILD below. What it does:
 *   - pages (navigations) and /img/: network first, so readers always get the latest HTML; the
 *     copy kept on each visit is served only when the network fails, then an offline copy;
 *   - /assets/** (content-hashed, immutable): cache first, from the visited copies or an offline copy;
 *   - /pyodide/ and /pagefind/ (and /pagefind-3.13/): from an offline copy when the reader made one, else the network
 *     (the browser's HTTP cache keeps them, firebase.json);
 *   - Firebase and the emulators are left alone (Firestore keeps its own offline cache in IndexedDB).
 * Nothing is downloaded ahead of the reader: an offline copy of a Python version is made only when
 * a reader asks for it (OfflineVersions.tsx). A new build's worker refreshes those copies while it
 * installs, and only once they are whole does it wait; it takes over when the reader presses Reload
 * (updatePrompt.ts) or every tab is closed, and then deletes the previous build's caches, so a page
 * is never served half from one build and half from another.
 */
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import type {WorkboxPlugin} from 'workbox-core/types';
import {CACHE_PREFIX, manifestPath, parseManifest, parseOfflineCacheName} from '../../../data/offlineManifest';
import {completeCopies, fillOfflineCopy} from '../offlineCopy';

declare const self: ServiceWorkerGlobalScope;

const BUILD = '__PYDOCS_BUILD_VERSION__';
const PAGES = `${CACHE_PREFIX}pages-${BUILD}`;
const ASSETS = `${CACHE_PREFIX}assets-${BUILD}`;

/** This build's offline copies (complete or being made): never another build's. */
async function offlineCopyMatch(key: string): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    if (parseOfflineCacheName(name)?.build !== BUILD) continue;
    // caches.match, not caches.open(): no Cache handle stays alive to keep a removed copy's storage.
    const found = await caches.match(key, {cacheName: name});
    if (found) return found;
  }
  return undefined;
}

/** Pages are kept by path: /community/question?id=a and ?id=b are the same HTML. */
const keyOf = (url: string): string => {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
};

const keepByPath: WorkboxPlugin = {cacheKeyWillBeUsed: async ({request}) => keyOf(request.url)};
/** Only whole answers of this site are kept (not errors, opaque or redirected responses). */
const onlyWholeResponses: WorkboxPlugin = {
  cacheWillUpdate: async ({response}) => (response.ok && response.type === 'basic' && !response.redirected ? response : null),
};
const pagesFallBackToOfflineCopy: WorkboxPlugin = {handlerDidError: async ({request}) => offlineCopyMatch(keyOf(request.url))};
const assetsFromOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({cachedResponse, request}) => cachedResponse ?? (await offlineCopyMatch(request.url)) ?? null,
};

const pages = new NetworkFirst({cacheName: PAGES, plugins: [keepByPath, onlyWholeResponses, pagesFallBackToOfflineCopy]});
const assets = new CacheFirst({cacheName: ASSETS, plugins: [onlyWholeResponses, assetsFromOfflineCopy]});

type Bucket = 'pages' | 'assets' | 'offline-only' | null;
function bucketOf(url: URL, isPage: boolean): Bucket {
  if (url.origin !== self.location.origin) return null;
  if (url.pathname.startsWith('/assets/')) return 'assets';
  // Every docs version's search index: /pagefind/, /pagefind-3.13/ (plugins/pagefind-search).
  if (url.pathname.startsWith('/pyodide/') || /^\/pagefind(-[^/]+)?\//.test(url.pathname)) return 'offline-only';
  if (isPage || url.pathname.startsWith('/img/')) return 'pages';
  return null;
}

registerRoute(({url, request}) => request.method === 'GET' && bucketOf(url, request.mode === 'navigate') === 'pages', pages);
registerRoute(({url, request}) => request.method === 'GET' && bucketOf(url, false) === 'assets', assets);
registerRoute(
  ({url, request}) => request.method === 'GET' && bucketOf(url, false) === 'offline-only',
  async ({request}) => (await offlineCopyMatch(request.url)) ?? fetch(request),
);

/** A new build refreshes each complete offline copy of an older build (only what changed is downloaded). */
async function refreshOfflineCopies(): Promise<void> {
  const copies = await completeCopies();
  const pythons = [...new Set(copies.filter((copy) => copy.build !== BUILD).map((copy) => copy.python))];
  for (const python of pythons) {
    if (copies.some((copy) => copy.python === python && copy.build === BUILD)) continue;
    const response = await fetch(manifestPath(python), {cache: 'no-cache'});
    const manifest = parseManifest(await response.json());
    // The server already has a newer build than this worker: it will be replaced by that one's.
    if (!manifest || manifest.build !== BUILD) throw new Error(`${manifestPath(python)} is not of build ${BUILD}`);
    await fillOfflineCopy(manifest);
  }
}

self.addEventListener('install', (event) => {
  // If this fails (the connection drops), the browser keeps the current worker and tries again later.
  event.waitUntil(refreshOfflineCopies());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const ours = (name: string) => name === PAGES || name === ASSETS || parseOfflineCacheName(name)?.build === BUILD;
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !ours(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/**
 * Messages from the page: `{type: 'SKIP_WAITING'}` (workbox-window, when the reader presses
 * Reload), and `{type: 'KEEP', urls}`: the URLs the page loaded before this worker controlled it
 * (the first visit), and each page shown through client-side navigation, kept for offline reloads.
 */
self.addEventListener('message', (event) => {
  const data = event.data as {type?: string; urls?: unknown} | null;
  if (data?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  const urls = data?.type === 'KEEP' && Array.isArray(data.urls) ? data.urls : [];
  const kept = urls.map(async (href: unknown) => {
    if (typeof href !== 'string') return;
    const url = new URL(href, self.location.origin);
    const bucket = bucketOf(url, !/\.\w+$/.test(url.pathname));
    const strategy = bucket === 'pages' ? pages : bucket === 'assets' ? assets : null;
    if (strategy) await strategy.handle({event, request: new Request(url.href)}).catch(() => undefined);
  });
  event.waitUntil(Promise.all(kept));
});
