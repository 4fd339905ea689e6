/**
 * Fills a cache with one version's offline copy. Used by the page when a reader asks for a version
 * (OfflineVersions.tsx, with progress and Cancel) and by the service worker when a new build is
 * installed (the copy is refreshed in the background, downloading only what changed). Uses only
 * `caches` and `fetch`, which pages and workers both have.
 */
import {COMPLETE_MARKER, offlineCacheName, parseManifest, parseOfflineCacheName, planRefresh, type OfflineEntry, type OfflineManifest} from '../../data/offlineManifest';

/** Files fetched at once: enough to fill a fast connection, few enough to leave the page usable. */
const PARALLEL_DOWNLOADS = 6;

export type FillOptions = Readonly<{
  /** Called after each file with the bytes done so far (of manifest.size). */
  onProgress?: (doneBytes: number) => void;
  signal?: AbortSignal;
}>;

/**
 * The manifest a complete copy was made from, or null when the cache holds no complete copy.
 * Through caches.match, not caches.open(): a live Cache handle keeps a deleted cache's storage
 * in use in Chromium until it is garbage-collected, and Remove should free it at once.
 */
export async function completeManifestOf(cacheName: string): Promise<OfflineManifest | null> {
  const marker = await caches.match(COMPLETE_MARKER, {cacheName});
  return marker ? parseManifest(await marker.json().catch(() => null)) : null;
}

/** The complete copies on this device: cache name, Python version, build and manifest. */
export async function completeCopies(): Promise<Array<{name: string; python: string; build: string; manifest: OfflineManifest}>> {
  const found = [];
  for (const name of await caches.keys()) {
    const parsed = parseOfflineCacheName(name);
    if (!parsed) continue;
    const manifest = await completeManifestOf(name);
    if (manifest) found.push({name, ...parsed, manifest});
  }
  return found;
}

async function fetchInto(cache: Cache, entry: OfflineEntry, signal: AbortSignal | undefined): Promise<void> {
  // `no-cache`: a revisioned file is checked with the server, never taken from an old HTTP cache copy.
  const response = await fetch(entry.url, {cache: entry.revision === null ? 'default' : 'no-cache', signal, credentials: 'same-origin'});
  if (!response.ok || response.redirected) throw new Error(`${entry.url}: ${response.status}`);
  await cache.put(entry.url, response);
}

/**
 * Makes the complete copy of `manifest` in its cache (offlineCacheName(python, build)). Files an
 * earlier complete copy (`previous`) already holds unchanged are copied from it; the others are
 * downloaded. The manifest itself is stored last, as the sign that the copy is whole.
 */
export async function fillOfflineCopy(manifest: OfflineManifest, options: FillOptions = {}): Promise<void> {
  const cache = await caches.open(offlineCacheName(manifest.python, manifest.build));
  const previous = (await completeCopies()).find((copy) => copy.python === manifest.python && copy.build !== manifest.build);
  const previousCache = previous ? await caches.open(previous.name) : null;
  const {keep, fetch: toFetch} = planRefresh(previous?.manifest ?? null, manifest);
  let done = 0;
  const progress = (entry: OfflineEntry) => {
    done += entry.size;
    options.onProgress?.(done);
  };
  for (const entry of keep) {
    const kept = await previousCache?.match(entry.url);
    if (kept) {
      await cache.put(entry.url, kept);
      progress(entry);
    } else toFetch.push(entry);
  }
  // What an interrupted download already stored (same build, so the same file) is not fetched again.
  const missing: OfflineEntry[] = [];
  for (const entry of toFetch) {
    if (await cache.match(entry.url)) progress(entry);
    else missing.push(entry);
  }
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      options.signal?.throwIfAborted();
      const entry = missing[next++];
      await fetchInto(cache, entry, options.signal);
      progress(entry);
    }
  };
  await Promise.all(Array.from({length: PARALLEL_DOWNLOADS}, worker));
  options.signal?.throwIfAborted();
  await cache.put(COMPLETE_MARKER, new Response(JSON.stringify(manifest), {headers: {'Content-Type': 'application/json'}}));
}

/** Deletes every copy of a version (complete or not), which frees its storage. */
export async function removeOfflineCopies(python: string): Promise<void> {
  const names = (await caches.keys()).filter((name) => parseOfflineCacheName(name)?.python === python);
  await Promise.all(names.map((name) => caches.delete(name)));
}
