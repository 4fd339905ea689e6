/**
 * The offline copy of one Python version: what the build writes (plugins/offline-cache), what the
 * page downloads when a reader asks for it (src/features/offline/offlineCopy.ts) and what the service worker serves and
 * refreshes (src/features/offline/worker). Pure: no browser or Node API, so all three share it; here,
 * outside the offline feature, because the build-time plugin needs it too.
 */

/** Where the build writes each version's precache manifest: `/offline/3.13.json`. */
export const MANIFEST_FOLDER = 'offline';
export const manifestPath = (python: string): string => `/${MANIFEST_FOLDER}/${python}.json`;

/** The list of versions a reader can take offline, with their sizes (what the control shows before a download). */
export const SUMMARY_PATH = `/${MANIFEST_FOLDER}/index.json`;
export type OfflineSummary = ReadonlyArray<Readonly<{python: string; label: string; size: number; files: number; build: string}>>;

/** One file of an offline copy: its URL path, a revision when the URL does not name its content, and its size in bytes. */
export type OfflineEntry = Readonly<{url: string; revision: string | null; size: number}>;

/** A version's precache manifest, made from the build output by Workbox's getManifest(). */
export type OfflineManifest = Readonly<{
  /** The build it describes; the service worker of that build has the same one. */
  build: string;
  python: string;
  label: string;
  size: number;
  entries: readonly OfflineEntry[];
}>;

/**
 * Every cache PyDocs keeps starts with this; a cache of another build is deleted when the new
 * build's worker takes over, so what is served always comes from one build.
 */
export const CACHE_PREFIX = 'pydocs-';
const OFFLINE_PREFIX = `${CACHE_PREFIX}offline-`;

/** The cache holding one version's offline copy for one build: `pydocs-offline-3.13-<build>`. */
export const offlineCacheName = (python: string, build: string): string => `${OFFLINE_PREFIX}${python}-${build}`;

/** Pure: the Python version and build of an offline copy's cache name, or null for any other cache. */
export function parseOfflineCacheName(name: string): {python: string; build: string} | null {
  const match = /^pydocs-offline-(\d+\.\d+)-([0-9a-f]+)$/.exec(name);
  return match ? {python: match[1], build: match[2]} : null;
}

/**
 * The key under which an offline copy stores its own manifest, written last: a copy without it
 * is incomplete (cancelled, or the browser closed mid-download) and is not offered as offline.
 */
export const COMPLETE_MARKER = '/offline/complete';

/** Pure: a sane manifest, or null (a truncated or foreign file must not start a 100 MB download). */
export function parseManifest(value: unknown): OfflineManifest | null {
  if (typeof value !== 'object' || value === null) return null;
  const manifest = value as Partial<OfflineManifest>;
  const entriesOk =
    Array.isArray(manifest.entries) &&
    manifest.entries.every((entry: unknown) => {
      const e = entry as Partial<OfflineEntry>;
      return typeof e?.url === 'string' && e.url.startsWith('/') && !e.url.startsWith('//') && typeof e.size === 'number' && (e.revision === null || typeof e.revision === 'string');
    });
  if (!entriesOk || typeof manifest.build !== 'string' || typeof manifest.python !== 'string' || typeof manifest.label !== 'string' || typeof manifest.size !== 'number') return null;
  return manifest as OfflineManifest;
}

/**
 * Pure: which entries of `next` a copy made from `previous` already holds unchanged (same URL and
 * revision; a URL with no revision names its content, so the same URL is the same file), and
 * which must be downloaded. A new build's refresh downloads only what changed.
 */
export function planRefresh(previous: OfflineManifest | null, next: OfflineManifest): {keep: OfflineEntry[]; fetch: OfflineEntry[]} {
  const before = new Map((previous?.entries ?? []).map((entry) => [entry.url, entry.revision]));
  const keep: OfflineEntry[] = [];
  const fetch: OfflineEntry[] = [];
  for (const entry of next.entries) (before.has(entry.url) && before.get(entry.url) === entry.revision ? keep : fetch).push(entry);
  return {keep, fetch};
}

/** Pure: a size in bytes as readers read it ("31.4 MB"), in decimal units as browsers and OSes show downloads. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1e6) return `${(bytes / 1e3).toFixed(0)} kB`;
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
