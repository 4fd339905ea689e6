// Loads a Pagefind bundle a build wrote (build/pagefind/pagefind.js, build/pagefind-3.13/…) into Node, so the search
// code the site ships (src/features/search/pagefindClient.ts) can be run against the real index
// without a browser: by the search-quality test and by `npm run bench`. Pagefind 1.6 runs outside
// browsers; it only needs its files fetched, and Node's fetch does not read file: URLs.
import {copyFileSync, mkdtempSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {PAGEFIND_OPTIONS, wholeWordSearch, type PagefindModule} from '../../../src/features/search/pagefindClient';
import {WORD_CHUNKS_FILE, type WordChunks} from '../../../src/features/search/wordChunks';
import {bundleFolderOf} from '../../../src/data/searchIndex';

let fileFetchInstalled = false;

/** Lets fetch() read file: URLs (only those; every other request goes to Node's own fetch). */
function installFileFetch(): void {
  if (fileFetchInstalled) return;
  fileFetchInstalled = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('file:')) return networkFetch(input, init);
    const body = await readFile(new URL(url.split('?')[0]));
    return new Response(body);
  };
}

/**
 * Pagefind, started on the index in `bundleDir` (a build's pagefind/ folder), searching as the site
 * does (wholeWordSearch); `raw`: Pagefind's own search, matching words only in the chunks loaded.
 */
export async function loadBuiltPagefind(bundleDir: string, {raw = false}: {raw?: boolean} = {}): Promise<PagefindModule> {
  installFileFetch();
  const base = pathToFileURL(path.resolve(bundleDir)).href.replace(/\/?$/, '/');
  // Pagefind's script is an ES module in a folder whose package.json does not say so, and the test
  // runner compiles a spec's import() into require(): import a copy named .mjs, with Node's own
  // import(). Its files are found through basePath, not the script's own address.
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'pydocs-pagefind-')), 'pagefind.mjs');
  copyFileSync(path.join(bundleDir, 'pagefind.js'), copy);
  const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;
  const pagefind = (await nativeImport(pathToFileURL(copy).href)) as PagefindModule;
  // The site's own options, so the evaluation's excerpts and results are the ones readers see.
  await pagefind.options({...PAGEFIND_OPTIONS, basePath: base, baseUrl: '/'});
  await pagefind.init();
  if (raw) return pagefind;
  const chunks = JSON.parse(await readFile(path.join(bundleDir, WORD_CHUNKS_FILE), 'utf8')) as WordChunks;
  return wholeWordSearch(pagefind, chunks);
}

/**
 * Pagefind's own search on the index in `bundleDir` with every chunk loaded: each word matched
 * among all the index's words, as no browser loads them (the reference wholeWordSearch is held to).
 */
export async function loadWholeIndexPagefind(bundleDir: string): Promise<PagefindModule> {
  const pagefind = await loadBuiltPagefind(bundleDir, {raw: true});
  const {chunks} = JSON.parse(await readFile(path.join(bundleDir, WORD_CHUNKS_FILE), 'utf8')) as WordChunks;
  await pagefind.preload(chunks.flat().join(' '));
  return pagefind;
}

/**
 * Pagefind on each docs version's index of a build (build/pagefind, build/pagefind-3.13, …), each
 * started once, the first time its version is asked for.
 */
export function builtPagefindOfVersion(buildDir: string): (version: string) => Promise<PagefindModule> {
  const started = new Map<string, Promise<PagefindModule>>();
  return (version) => {
    const folder = bundleFolderOf(version);
    if (!started.has(folder)) started.set(folder, loadBuiltPagefind(path.join(buildDir, folder)));
    return started.get(folder) as Promise<PagefindModule>;
  };
}
