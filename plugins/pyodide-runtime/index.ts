/**
 * Serves the Python runtimes (Pyodide, from npm) from the site itself, so the Run button needs no
 * CDN. There is one runtime per documented Python version (PYTHON_RUNTIMES): a /docs/3.13 page
 * runs its examples on Python 3.13, every other page on 3.14.
 *   - `docusaurus build`: copies each runtime into build/pyodide/<version>/ (postBuild);
 *   - `docusaurus start`: copies them into .docusaurus/pyodide-runtime/<version>/ and serves them
 *     at /pyodide/<version>/;
 *   - both: lets the runner import its Python sources (*.py) as text, and tells it each runtime's
 *     folder (`process.env.PYDOCS_PYODIDE_PATHS`, see src/features/runner/runtimePath.ts).
 * Nothing is committed; the files come from node_modules at each build. A runtime is downloaded
 * only by a reader who presses Run on a page of its version.
 *
 * <version> is a hash of everything the runtime's files are made from, so the host can let
 * browsers keep them for a year without asking again (firebase.json: `/pyodide/**` is
 * `immutable`, like `/assets/**`), and a new Pyodide or standard library arrives under a new name.
 * Without that, every page load that pressed Run downloaded the ~14 MB again.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {ConfigureWebpackUtils, LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';
import {PYTHON_RUNTIMES} from './runtimes.mjs';

export const PLUGIN_NAME = 'pydocs-pyodide-runtime';
/** The folder under the site's baseUrl that holds each version of the runtime. */
export const RUNTIME_FOLDER = 'pyodide';
/** The name of the `process.env` entry the runner reads the runtime's path from. */
export const RUNTIME_PATH_ENV = 'PYDOCS_PYODIDE_PATHS';

/** The Pythons the site runs (3.14, and 3.13 for the 3.13 docs), each from its npm package. */
export {DEFAULT_PYTHON, PYTHON_RUNTIMES} from './runtimes.mjs';

/**
 * What loadPyodide() fetches for the standard library: the loader, the Emscripten module, the
 * WebAssembly binary and the standard library. (pyodide.js, the map files, the consoles and the
 * type definitions in the package are not needed in a browser.) The Emscripten module is an ES
 * module from Pyodide 314 on (pyodide.asm.mjs) and a classic script before (pyodide.asm.js).
 */
export function runtimeFiles(sourceDir: string): readonly string[] {
  const emscriptenModule = existsSync(path.join(sourceDir, 'pyodide.asm.mjs')) ? 'pyodide.asm.mjs' : 'pyodide.asm.js';
  return ['pyodide.mjs', emscriptenModule, 'pyodide.asm.wasm', 'python_stdlib.zip'];
}
export const LOCK_FILE = 'pyodide-lock.json';
/**
 * `new ModuleWorker(new URL(...), ...)` builds a worker entry, like `new Worker(...)` (webpack's
 * `module.parser.javascript.worker`); src/features/runner/moduleWorker.ts says why it exists.
 */
export const MODULE_WORKER_SYNTAX = 'ModuleWorker from ./moduleWorker';

type Lockfile = Readonly<{info: Readonly<Record<string, unknown>>; packages: Readonly<Record<string, unknown>>}>;

/** An installed Pyodide package (default `pyodide`), resolved the way the site's own code would resolve it. */
export function pyodidePackageDir(siteDir: string, packageName = 'pyodide'): string {
  return path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve(`${packageName}/package.json`));
}

/**
 * The lock file with its package list emptied. No package wheels ship with the npm package, so a
 * full list would only send `import numpy` off to fetch files that do not exist; with it empty,
 * Python reports a plain ModuleNotFoundError. It is also 119 KB less to download.
 */
export function lockFileWithoutPackages(lockfile: Lockfile): Lockfile {
  return {info: lockfile.info, packages: {}};
}

const STDLIB_ZIP = 'python_stdlib.zip';
const PRECOMPILE_SCRIPT = path.join(__dirname, 'precompile-stdlib.mjs');
const RUNNER_PYTHON = ['prelude.py', 'worker/run_example.py', 'worker/check_exercise.py'].map((file) => path.join(__dirname, '../../src/features/runner', file));

/**
 * The standard library zip with bytecode for the modules a first Run needs (./precompile-stdlib.mjs
 * says why), compiled by the same Pyodide (bytecode differs between Python versions). Compiling
 * takes a few seconds, so the result is kept in node_modules/.cache, keyed by everything it
 * depends on: the zip, the script and the runner's own Python.
 */
export function precompiledStdlib(sourceDir: string, cacheDir: string): string {
  const hash = createHash('sha256');
  for (const file of [path.join(sourceDir, STDLIB_ZIP), PRECOMPILE_SCRIPT, ...RUNNER_PYTHON]) hash.update(readFileSync(file));
  const cached = path.join(cacheDir, `python_stdlib-${hash.digest('hex').slice(0, 16)}.zip`);
  if (!existsSync(cached)) {
    mkdirSync(cacheDir, {recursive: true});
    const partial = `${cached}.${process.pid}.partial`;
    execFileSync(process.execPath, [PRECOMPILE_SCRIPT, path.join(sourceDir, STDLIB_ZIP), partial, sourceDir], {stdio: 'inherit'});
    // Whole or not at all, even if the build is interrupted; and never replaced: the build and
    // the unit tests (side by side in `npm test`) may compile the same library at once, and a zip
    // one of them is reading must not change under it. The first finished copy is kept.
    try {
      linkSync(partial, cached);
    } catch (error) {
      // A file system without hard links (exFAT, some mounted folders): a rename, whole as well,
      // which could only replace a copy finished in the same instant.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' && !existsSync(cached)) renameSync(partial, cached);
    } finally {
      rmSync(partial, {force: true});
    }
  }
  return cached;
}

/**
 * A name for this exact runtime: a hash of the files it is made from (the package's runtime files
 * and lock file, and what the standard library's bytecode is made with). Hashing ~14 MB takes a
 * few tens of milliseconds, once per build.
 */
export function runtimeVersion(sourceDir: string): string {
  const hash = createHash('sha256');
  for (const file of [...runtimeFiles(sourceDir), LOCK_FILE]) hash.update(readFileSync(path.join(sourceDir, file)));
  for (const file of [PRECOMPILE_SCRIPT, ...RUNNER_PYTHON]) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

/** The runtime's path under the site's baseUrl, ending in a slash: `pyodide/<version>/`. */
export const runtimePath = (version: string): string => `${RUNTIME_FOLDER}/${version}/`;

/** Where precompiled runtimes are kept between builds. */
export const runtimeCacheDir = (siteDir: string): string => path.join(siteDir, 'node_modules/.cache/pydocs-pyodide-runtime');

/**
 * Writes the runtime into `targetDir`; files already there with the same size are left alone.
 * With `cacheDir`, the standard library gets its bytecode (see precompiledStdlib).
 */
export function writeRuntime(targetDir: string, sourceDir: string, cacheDir?: string): void {
  mkdirSync(targetDir, {recursive: true});
  for (const file of runtimeFiles(sourceDir)) {
    const source = file === STDLIB_ZIP && cacheDir ? precompiledStdlib(sourceDir, cacheDir) : path.join(sourceDir, file);
    const target = path.join(targetDir, file);
    if (!existsSync(target) || statSync(target).size !== statSync(source).size) copyFileSync(source, target);
  }
  const lockfile = JSON.parse(readFileSync(path.join(sourceDir, LOCK_FILE), 'utf8')) as Lockfile;
  writeFileSync(path.join(targetDir, LOCK_FILE), JSON.stringify(lockFileWithoutPackages(lockfile)));
}

/**
 * Docusaurus adds its `__webpack_require__.gca` helper to every runtime chunk without declaring
 * the webpack globals it uses, so a Web Worker's chunk, which needs none of them, throws
 * "__webpack_require__ is not defined" on its first line (facebook/docusaurus#8389). Declaring them
 * makes the bundler emit them in the worker too.
 */
function workerRuntimeFix({RuntimeGlobals}: ConfigureWebpackUtils['currentBundler']['instance']): WebpackPluginInstance {
  const name = 'pydocs-worker-runtime-fix';
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap(name, (_chunk, requirements) => {
          requirements.add(RuntimeGlobals.requireScope);
          requirements.add(RuntimeGlobals.publicPath);
          requirements.add(RuntimeGlobals.getChunkScriptFilename);
        });
      });
    },
  };
}

/** The two headers firebase.json gives every page that make it cross-origin isolated. */
export const CROSS_ORIGIN_ISOLATION = {'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'credentialless'};

/** Each runtime: its Python version, where its files come from and the path it is served at. */
export function siteRuntimes(siteDir: string): Array<{python: string; sourceDir: string; urlPath: string}> {
  return PYTHON_RUNTIMES.map(({python, packageName}) => {
    const sourceDir = pyodidePackageDir(siteDir, packageName);
    return {python, sourceDir, urlPath: runtimePath(runtimeVersion(sourceDir))};
  });
}

export default function pyodideRuntimePlugin(context: LoadContext): Plugin<void> {
  const runtimes = siteRuntimes(context.siteDir);
  const devRuntimeDir = path.join(context.generatedFilesDir, 'pyodide-runtime');
  const runtimePaths = Object.fromEntries(runtimes.map(({python, urlPath}) => [python, urlPath]));
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer, {currentBundler}) {
      const isDevServer = config.mode === 'development' && !isServer;
      if (isDevServer) {
        for (const {sourceDir, urlPath} of runtimes) writeRuntime(path.join(devRuntimeDir, urlPath), sourceDir, runtimeCacheDir(context.siteDir));
      }
      return {
        module: {
          rules: [{test: /\.py$/, type: 'asset/source'}],
          parser: {javascript: {worker: [MODULE_WORKER_SYNTAX, '...']}},
        },
        plugins: [
          new currentBundler.instance.DefinePlugin({[`process.env.${RUNTIME_PATH_ENV}`]: JSON.stringify(JSON.stringify(runtimePaths))}),
          ...(isServer
            ? // The server build only renders HTML and never starts a worker: leave workers out of it.
              [new currentBundler.instance.IgnorePlugin({resourceRegExp: /\.worker\.ts$/})]
            : [workerRuntimeFix(currentBundler.instance)]),
        ],
        ...(isDevServer && {
          devServer: {
            static: [{directory: path.join(devRuntimeDir, RUNTIME_FOLDER), publicPath: `${context.baseUrl}${RUNTIME_FOLDER}`, watch: false}],
            // As firebase.json: cross-origin isolated, so input() can wait for the reader under
            // npm start too (src/features/runner/worker/stdinChannel.ts).
            headers: CROSS_ORIGIN_ISOLATION,
          },
        }),
      };
    },
    async postBuild({outDir}) {
      // Synchronous, so done before plugins/offline-cache lists the runtimes for the offline copies.
      for (const {sourceDir, urlPath} of runtimes) writeRuntime(path.join(outDir, urlPath), sourceDir, runtimeCacheDir(context.siteDir));
    },
  };
}
