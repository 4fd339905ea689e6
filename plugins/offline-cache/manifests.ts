/**
 * Pure parts of the offline copies' build step (./index.ts): which build files belong to the offline
 * copy of each Python version, under which URL they are served, and the build's version.
 */
import {createHash} from 'node:crypto';
import {gunzipSync} from 'node:zlib';
import type {OfflineEntry} from '../../src/data/offlineManifest';
import {bundleFolderOf} from '../../src/data/searchIndex';

/** A Python version the site documents, with the folder its docs are under and its runtime's path. */
export type DocumentedPython = Readonly<{python: string; label: string; docsPath: string | null; runtimePath: string}>;

/**
 * Globs (relative to the build output) of one version's offline copy: its documentation, the pages
 * every version shares (tutorials, examples, FAQ, search, and the community and My Chats pages, so
 * that offline they say what needs a connection), all scripts and styles (a page's chunks are
 * shared across versions), images, the search indexes (the current one, which the shared pages
 * search, and the version's own) and the version's Python runtime.
 */
export function versionGlobs(version: DocumentedPython, otherDocsPaths: readonly string[]): {patterns: string[]; ignores: string[]} {
  const docs = version.docsPath ? [`docs/${version.docsPath}.html`, `docs/${version.docsPath}/**/*.html`] : ['docs.html', 'docs/**/*.html'];
  const search = version.docsPath ? ['pagefind/**/*', `${bundleFolderOf(version.docsPath)}/**/*`] : ['pagefind/**/*'];
  return {
    patterns: ['*.html', 'community/*.html', 'tutorials/**/*.html', ...docs, 'assets/**/*', 'img/**/*', 'manifest.webmanifest', ...search, `${version.runtimePath}**/*`],
    ignores: [
      ...otherDocsPaths.flatMap((other) => [`docs/${other}.html`, `docs/${other}/**`]),
      // The current docs home is docs.html: another version's copy does not need it.
      ...(version.docsPath ? ['docs.html'] : []),
    ],
  };
}

/** Pure: the URL a build file is served at (firebase.json `cleanUrls`): `docs/x.html` → `/docs/x`, `index.html` → `/`. */
export function servedUrl(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

/**
 * Files whose URL names their content (a hash in the name or folder): no revision needed, and the
 * same URL in the next build is the same file.
 */
export const CONTENT_NAMED = /^\/(assets\/|pyodide\/[0-9a-f]{12}\/|pagefind(-[\d.]+)?\/(index|fragment|filter)\/|pagefind(-[\d.]+)?\/wasm\.|pagefind(-[\d.]+)?\/pagefind\.en_)/;

/** Pure: the page a Pagefind fragment file describes (fragments are gzip of "pagefind_dcd" + JSON). */
export function fragmentPage(gzipped: Buffer): string | null {
  try {
    const text = gunzipSync(gzipped).toString('utf8');
    const url = (JSON.parse(text.slice(text.indexOf('{'))) as {url?: unknown}).url;
    return typeof url === 'string' ? url : null;
  } catch {
    return null;
  }
}

/** Pure: whether a page URL belongs to another version's docs than `version` (so its search fragment is left out). */
export function isOtherVersionsPage(pageUrl: string, version: DocumentedPython, otherDocsPaths: readonly string[]): boolean {
  const pathname = pageUrl.split('#')[0];
  const under = (docsPath: string) => pathname === `/docs/${docsPath}` || pathname.startsWith(`/docs/${docsPath}/`);
  if (otherDocsPaths.some(under)) return true;
  if (version.docsPath === null) return false;
  // The current version's docs: /docs and /docs/... that are not under this version's folder.
  return (pathname === '/docs' || pathname.startsWith('/docs/')) && !under(version.docsPath);
}

/** Pure: a build version that changes whenever any file of any offline copy does. */
export function buildVersion(entries: readonly OfflineEntry[]): string {
  const lines = [...new Set(entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`))].sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 12);
}
