/**
 * Pure helpers for ./index.ts: which chunk files a page's HTML should name.
 *
 * Docusaurus builds the script list of each page from react-loadable's client manifest, looking up
 * every module the server rendered (`"@theme/DocItem"`, `"@site/docs/…/generators.md"`) among the
 * manifest's `origins`. With webpack 5 and Rspack those origins are keyed by chunk name
 * (`"17896441"`), so no module is ever found and a page's HTML names only the runtime and main.js:
 * the page's own chunks are requested by main.js once it has run, a round trip later. Docusaurus'
 * generated registry pairs each chunk name with its module (`"17896441": [() => import(…),
 * "@theme/DocItem", …]`), which is all it takes to add the missing keys.
 */

export type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, Array<string | number>>;
  assets: Record<string, Record<string, Array<{file: string}>>>;
};

const REGISTRY_ENTRY = /^\s*"([^"]+)":\s*\[\(\)\s*=>\s*import\(\/\*\s*webpackChunkName:\s*"[^"]+"\s*\*\/\s*"[^"]+"\),\s*"([^"]+)"/gm;

/** Chunk name → the module the server reports, from Docusaurus' generated registry.js. */
export function modulesByChunkName(registrySource: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const [, chunkName, module] of registrySource.matchAll(REGISTRY_ENTRY)) result.set(chunkName, module);
  return result;
}

/** The manifest with each registry module also keyed under its own name, next to its chunk name. */
export function withModuleOrigins(manifest: ClientManifest, modules: Map<string, string>): ClientManifest {
  const origins = {...manifest.origins};
  for (const [chunkName, module] of modules) {
    const chunks = manifest.origins[chunkName];
    if (chunks) origins[module] = chunks;
  }
  return {...manifest, origins};
}
