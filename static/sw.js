/*
 * PyDocs' service worker: what makes a page the reader has visited load again without a network.
 * Hand-written and small on purpose (no library); registered by src/features/offline in
 * production builds only. plugins/offline-cache stamps the build's version below at build time.
 *
 *   - pages (navigations): network first, so readers always get the latest HTML; the copy kept
 *     on each visit is served only when the network fails;
 *   - /assets/** (content-hashed, immutable): cache first;
 *   - /img/**: network first, like pages;
 *   - everything else is left alone: Firebase and the emulators (Firestore keeps its own offline
 *     cache in IndexedDB), /pyodide/ (large, fetched on the first Run; content-versioned and
 *     kept by the browser's HTTP cache, firebase.json) and the search index.
 */
const VERSION = '__PYDOCS_BUILD_VERSION__';
const PREFIX = 'pydocs-';
const PAGES = `${PREFIX}pages-${VERSION}`;
const ASSETS = `${PREFIX}assets-${VERSION}`;

self.addEventListener('install', () => self.skipWaiting());

// A new deploy's worker removes the previous deploy's copies: their assets no longer exist.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== PAGES && name !== ASSETS).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Which cache a same-origin GET belongs in, or null for requests this worker leaves alone. */
function bucketOf(url, isPage) {
  if (url.origin !== self.location.origin) return null;
  if (url.pathname.startsWith('/assets/')) return ASSETS;
  if (isPage || url.pathname.startsWith('/img/')) return PAGES;
  return null;
}

/** Pages are kept by path: /community/question?id=a and ?id=b are the same HTML. */
function keyOf(url) {
  return url.origin + url.pathname;
}

async function networkFirst(request, url) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      const copy = response.clone();
      caches.open(PAGES).then((cache) => cache.put(keyOf(url), copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(keyOf(url), {cacheName: PAGES});
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, {cacheName: ASSETS});
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(ASSETS).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const {request} = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const bucket = bucketOf(url, request.mode === 'navigate');
  if (bucket === ASSETS) event.respondWith(cacheFirst(request));
  else if (bucket === PAGES) event.respondWith(networkFirst(request, url));
});

/*
 * The page sends the URLs it loaded before this worker controlled it (the first visit), and each
 * page it shows through client-side navigation: keep those too, so a reload works offline.
 */
self.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data) ? event.data : [];
  event.waitUntil(
    Promise.all(
      urls.map(async (href) => {
        if (typeof href !== 'string') return;
        const url = new URL(href, self.location.origin);
        const bucket = bucketOf(url, !/\.\w+$/.test(url.pathname));
        if (!bucket) return;
        const key = bucket === PAGES ? keyOf(url) : url.href;
        const cache = await caches.open(bucket);
        if (bucket === ASSETS && (await cache.match(key))) return;
        const response = await fetch(key).catch(() => null);
        if (response && response.ok && response.type === 'basic' && !response.redirected) await cache.put(key, response);
      }),
    ),
  );
});
