// Compiles /community's inline first-page script (src/features/community/firstPageStarter.ts) and
// what it imports into one script: bundled by Rollup, types stripped and syntax lowered by SWC for
// the browsers the site's own bundles target (package.json "browserslist", production), minified
// (it is in the page's HTML). Deterministic, so the CSP hash of a build (`npm run csp`) only moves
// when the source does.
// `node plugins/first-page-starter/print.mjs` prints it (the unit tests run that).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const STARTER_SOURCE = 'src/features/community/firstPageStarter.ts';
const ENTRY = '\0first-page-starter';

/** The site's browsers, as its bundles are built for them. @param {string} siteDir */
function browserTargets(siteDir) {
  const {browserslist} = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  return (Array.isArray(browserslist) ? browserslist : browserslist.production).join(', ');
}

/**
 * Resolves what the starter imports: relative paths and `@site/`, TypeScript files.
 * @param {string} siteDir
 * @returns {import('rollup').Plugin}
 */
function typescriptSources(siteDir) {
  const targets = browserTargets(siteDir);
  return {
    name: 'pydocs-typescript-sources',
    resolveId(source, importer) {
      if (source === ENTRY) return ENTRY;
      const base = source.startsWith('@site/')
        ? path.join(siteDir, source.slice('@site/'.length))
        : path.isAbsolute(source)
          ? source
          : importer && source.startsWith('.')
            ? path.resolve(path.dirname(importer), source)
            : null;
      if (!base) throw new Error(`${STARTER_SOURCE} may import only the site's own files, not ${source}: it is inlined in the page`);
      return [base, `${base}.ts`, `${base}/index.ts`].find((file) => file.endsWith('.ts') && existsSync(file)) ?? null;
    },
    load(id) {
      // The script calls the starter; the module itself only defines it (so tests can import it).
      if (id === ENTRY) return `import {startFirstPage} from ${JSON.stringify(path.join(siteDir, STARTER_SOURCE))};\nstartFirstPage();\n`;
      return null;
    },
    async transform(code, id) {
      if (!id.endsWith('.ts')) return null;
      const {transform} = await import('@swc/core');
      const output = await transform(code, {filename: id, jsc: {parser: {syntax: 'typescript'}}, env: {targets}, module: {type: 'es6'}, sourceMaps: false, swcrc: false, configFile: false});
      return {code: output.code, map: null};
    },
  };
}

/**
 * The inline script, as the page carries it.
 * @param {string} siteDir
 * @returns {Promise<string>}
 */
export async function compileFirstPageStarter(siteDir) {
  // Loaded when a build compiles, not whenever the site's configuration is read.
  const [{rollup}, {minify}] = await Promise.all([import('rollup'), import('@swc/core')]);
  const bundle = await rollup({input: ENTRY, plugins: [typescriptSources(siteDir)], treeshake: true, logLevel: 'silent'});
  const {output} = await bundle.generate({format: 'iife', strict: false});
  await bundle.close();
  const {code} = await minify(output[0].code, {compress: true, mangle: true, format: {comments: false}});
  return code.trim();
}

