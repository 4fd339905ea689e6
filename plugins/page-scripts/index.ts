/**
 * How a page's scripts reach the browser: every script the page's first render needs is named in
 * its HTML, and they start after the first paint (./template.ts, used as `ssrTemplate`).
 *
 * Stock Docusaurus names only the runtime and main.js; main.js then asks for the page's own chunks
 * (the doc, its sidebar, the doc layout), so hydration waits for a second round of downloads, and
 * main.js' start-up inserts those `<script>` elements itself. ./manifest.ts explains why Docusaurus
 * misses them and what fixes the lookup. This plugin applies the fix to the client manifest right
 * after the bundler writes it, before Docusaurus renders the pages.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {modulesByChunkName, withModuleOrigins, type ClientManifest} from './manifest';

type Compiler = {options: {mode?: string}; hooks: {afterEmit: {tap(name: string, callback: () => void): void}}};

const PLUGIN_NAME = 'pydocs-page-scripts';

export default function pageScriptsPlugin(context: LoadContext): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              // Only production builds write a manifest for server rendering (and read it).
              if (compiler.options.mode !== 'production') return;
              compiler.hooks.afterEmit.tap(PLUGIN_NAME, () => {
                if (!existsSync(manifestPath)) throw new Error(`${PLUGIN_NAME}: no client manifest at ${manifestPath}`);
                const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
                const modules = modulesByChunkName(readFileSync(registryPath, 'utf8'));
                if (modules.size === 0) throw new Error(`${PLUGIN_NAME}: found no chunks in ${registryPath}; has Docusaurus changed its format?`);
                writeFileSync(manifestPath, JSON.stringify(withModuleOrigins(manifest, modules)));
              });
            },
          },
        ],
      };
    },
  };
}
