/**
 * Offline reading, built with Workbox (issue 32):
 *   - adds the client module that registers the service worker (src/features/offline);
 *   - after a build, writes each Python version's offline copy manifest (build/offline/<python>.json:
 *     every file of that version, with revisions and sizes, listed by Workbox's getManifest()), which
 *     the page downloads only when a reader asks for that version;
 *   - bundles the service worker (src/features/offline/worker/serviceWorker.ts, with the Workbox
 *     modules it imports) into build/sw.js, stamped with a version made from all those files. A new
 *     deploy therefore ships a byte-different worker: the browser installs it, it refreshes the
 *     reader's offline copies, and readers with an open page are offered to reload.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MANIFEST_FOLDER, type OfflineEntry, type OfflineManifest, type OfflineSummary} from '../../src/data/offlineManifest';
import {siteRuntimes, DEFAULT_PYTHON} from '../pyodide-runtime';
import {buildOutputsSettled} from './buildOutputs';
import {CONTENT_NAMED, buildVersion, fragmentPage, isOtherVersionsPage, servedUrl, versionGlobs, type DocumentedPython} from './manifests';

export const PLUGIN_NAME = 'pydocs-offline-cache';
export const SERVICE_WORKER_FILE = 'sw.js';
/** The placeholder in the worker's source that postBuild replaces with the build's version. */
export const VERSION_PLACEHOLDER = '__PYDOCS_BUILD_VERSION__';
const WORKER_SOURCE = path.join(__dirname, '../../src/features/offline/worker/serviceWorker.ts');

/** The Pythons with docs: the current one at /docs, the others under /docs/<python> (versions.json). */
export function documentedPythons(siteDir: string): DocumentedPython[] {
  let older: string[] = [];
  try {
    older = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
  } catch {
    // No versions.json: only the current docs.
  }
  const runtimes = siteRuntimes(siteDir);
  const runtimeOf = (python: string) => runtimes.find((runtime) => runtime.python === python)?.urlPath ?? runtimes[0].urlPath;
  return [DEFAULT_PYTHON, ...older].map((python) => ({
    python,
    label: `Python ${python}`,
    docsPath: python === DEFAULT_PYTHON ? null : python,
    runtimePath: runtimeOf(python),
  }));
}

/** One version's files, as Workbox's getManifest() lists them, with the sizes it reports. */
export async function versionEntries(outDir: string, version: DocumentedPython, all: readonly DocumentedPython[]): Promise<OfflineEntry[]> {
  const others = all.filter((other) => other.python !== version.python).map((other) => other.docsPath).filter((docsPath): docsPath is string => docsPath !== null);
  const {patterns, ignores} = versionGlobs(version, others);
  const entries: OfflineEntry[] = [];
  // Loaded when a build gets this far, not with the config (dev server, unit tests).
  const {getManifest} = await import('workbox-build');
  const {warnings} = await getManifest({
    globDirectory: outDir,
    globPatterns: patterns,
    globIgnores: ignores,
    // The Python runtime's WebAssembly is ~10 MB; Workbox's default limit is 2 MB.
    maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
    manifestTransforms: [
      (manifest) => {
        for (const entry of manifest) {
          const url = servedUrl(entry.url);
          if (url.startsWith('/pagefind/fragment/')) {
            const page = fragmentPage(readFileSync(path.join(outDir, entry.url)));
            if (page && isOtherVersionsPage(page, version, others)) continue;
          }
          entries.push({url, revision: CONTENT_NAMED.test(url) ? null : (entry.revision ?? null), size: entry.size});
        }
        return {manifest};
      },
    ],
  });
  if (warnings.length > 0) console.warn(`[${PLUGIN_NAME}] ${version.label}: ${warnings.join('; ')}`);
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

/** Bundles the service worker with the Workbox modules it uses, for the browser. */
export async function bundleServiceWorker(): Promise<string> {
  const [{rollup}, {nodeResolve}, {default: replace}, {babel}, {default: terser}] = await Promise.all([
    import('rollup'),
    import('@rollup/plugin-node-resolve'),
    import('@rollup/plugin-replace'),
    import('@rollup/plugin-babel'),
    import('@rollup/plugin-terser'),
  ]);
  const bundle = await rollup({
    input: WORKER_SOURCE,
    plugins: [
      nodeResolve({extensions: ['.ts', '.mjs', '.js'], browser: true}),
      // Workbox logs in development builds only; the placeholder is stamped after hashing.
      replace({preventAssignment: true, values: {'process.env.NODE_ENV': JSON.stringify('production')}}),
      babel({babelHelpers: 'bundled', babelrc: false, configFile: false, extensions: ['.ts'], presets: ['@babel/preset-typescript']}),
      terser({format: {comments: false}}),
    ],
  });
  const {output} = await bundle.generate({format: 'iife'});
  await bundle.close();
  return output[0].code;
}

/** Pure: the worker's source with its version filled in. */
export function stampServiceWorker(source: string, version: string): string {
  if (!source.includes(VERSION_PLACEHOLDER)) throw new Error(`${SERVICE_WORKER_FILE} has no ${VERSION_PLACEHOLDER} to replace.`);
  return source.replaceAll(VERSION_PLACEHOLDER, version);
}

/**
 * Writes the offline manifests and the service worker into a finished build. Also used by the
 * update test (tests/e2e/support/changedBuild.ts) on a second build it makes from the first.
 */
export async function writeOfflineFiles(siteDir: string, outDir: string): Promise<void> {
  const started = Date.now();
  const versions = documentedPythons(siteDir);
  const lists = await Promise.all(versions.map((version) => versionEntries(outDir, version, versions)));
  const worker = await bundleServiceWorker();
  const build = createHash('sha256')
    .update(buildVersion(lists.flat()))
    .update(worker)
    .digest('hex')
    .slice(0, 12);
  mkdirSync(path.join(outDir, MANIFEST_FOLDER), {recursive: true});
  const summary: OfflineSummary = versions.map((version, i) => ({
    python: version.python,
    label: version.label,
    size: lists[i].reduce((sum, entry) => sum + entry.size, 0),
    files: lists[i].length,
    build,
  }));
  writeFileSync(path.join(outDir, MANIFEST_FOLDER, 'index.json'), JSON.stringify(summary));
  versions.forEach((version, i) => {
    const manifest: OfflineManifest = {build, python: version.python, label: version.label, size: summary[i].size, entries: lists[i]};
    writeFileSync(path.join(outDir, MANIFEST_FOLDER, `${version.python}.json`), JSON.stringify(manifest));
    console.log(`[${PLUGIN_NAME}] ${version.label} offline copy: ${manifest.entries.length} files, ${(manifest.size / 1e6).toFixed(1)} MB`);
  });
  writeFileSync(path.join(outDir, SERVICE_WORKER_FILE), stampServiceWorker(worker, build));
  console.log(`[${PLUGIN_NAME}] build ${build}: ${SERVICE_WORKER_FILE} ${(worker.length / 1024).toFixed(1)} KiB, in ${Date.now() - started} ms`);
}

export default function offlineCachePlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(context.siteDir, 'src/features/offline/registerServiceWorker.ts')];
    },
    async postBuild({outDir}) {
      await buildOutputsSettled();
      await writeOfflineFiles(context.siteDir, outDir);
    },
  };
}
