/**
 * Offline reading: adds the client module that registers the service worker (static/sw.js) and,
 * after a build, stamps build/sw.js with a version made from the build's asset names. A new deploy
 * therefore ships a byte-different worker, which the browser installs, and whose `activate` deletes
 * the previous deploy's caches (their content-hashed assets no longer exist).
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'pydocs-offline-cache';
export const SERVICE_WORKER_FILE = 'sw.js';
/** The placeholder in static/sw.js that postBuild replaces. */
export const VERSION_PLACEHOLDER = '__PYDOCS_BUILD_VERSION__';

/** Pure: a short version that changes whenever any content-hashed asset does. */
export function buildVersion(assetNames: readonly string[]): string {
  return createHash('sha256').update([...assetNames].sort().join('\n')).digest('hex').slice(0, 12);
}

/** Pure: the worker's source with its version filled in. */
export function stampServiceWorker(source: string, version: string): string {
  if (!source.includes(VERSION_PLACEHOLDER)) throw new Error(`${SERVICE_WORKER_FILE} has no ${VERSION_PLACEHOLDER} to replace.`);
  return source.replaceAll(VERSION_PLACEHOLDER, version);
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

export default function offlineCachePlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(context.siteDir, 'src/features/offline/registerServiceWorker.ts')];
    },
    async postBuild({outDir}) {
      const worker = path.join(outDir, SERVICE_WORKER_FILE);
      const assets = path.join(outDir, 'assets');
      const version = buildVersion(existsSync(assets) ? listFiles(assets) : []);
      writeFileSync(worker, stampServiceWorker(readFileSync(worker, 'utf8'), version));
    },
  };
}
