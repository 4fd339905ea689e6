#!/usr/bin/env node
/**
 * Adds compiled bytecode (.pyc) to Pyodide's standard library zip for the modules a reader's first
 * Run needs, so the browser does not compile them from source.
 *
 * The `pyodide` npm package ships python_stdlib.zip with sources only. Starting Python imports
 * about 150 of them (encodings, asyncio, the pyodide package...) and compiling those in
 * WebAssembly was most of the time from Run to first output (about 3 s of 4 on a 2-core machine;
 * with bytecode, about 1 s). The bytecode is compiled by the same Pyodide, in Node, so its format
 * always matches the runtime the browser loads.
 *
 *   node plugins/pyodide-runtime/precompile-stdlib.mjs <source zip> <output zip> [pyodide package folder]
 *
 * Which modules: those loaded once the runner's own Python (prelude.py, run_example.py) has run,
 * plus the standard modules documentation examples import most (POPULAR_MODULES). The others
 * stay source-only (compiled on import, as before), which keeps the download about 1.6 MB
 * smaller than compiling all 559. Sources stay in the zip beside the bytecode: tracebacks show
 * the lines of standard-library frames. The .pyc files are "unchecked hash-based", so Python
 * uses them without comparing timestamps with the sources.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RUNNER_SOURCES = ['src/features/runner/prelude.py', 'src/features/runner/worker/run_example.py', 'src/features/runner/worker/check_exercise.py'].map((file) => path.join(ROOT, file));

/** Standard modules (with what they import) that the docs' examples use most. */
export const POPULAR_MODULES = [
  'abc', 'argparse', 'array', 'base64', 'bisect', 'calendar', 'collections', 'contextlib', 'copy', 'csv',
  'dataclasses', 'datetime', 'decimal', 'difflib', 'doctest', 'enum', 'fractions', 'functools', 'hashlib',
  'heapq', 'html', 'inspect', 'io', 'json', 'logging', 'numbers', 'operator', 'pathlib', 'pprint', 'queue',
  'random', 're', 'secrets', 'shutil', 'statistics', 'string', 'struct', 'tempfile', 'textwrap', 'threading',
  'timeit', 'traceback', 'types', 'typing', 'unittest', 'urllib.parse', 'uuid', 'warnings', 'weakref',
  'zoneinfo', 'concurrent.futures',
];

const COMPILE = String.raw`
import importlib
import importlib._bootstrap_external as bootstrap
import importlib.util
import sys
import zipfile

ARCHIVE = next(entry for entry in sys.path if entry.endswith('.zip'))

for name in POPULAR:
    try:
        importlib.import_module(name)
    except ImportError:
        pass  # not in this Pyodide: nothing to compile

wanted = set()
for module in list(sys.modules.values()):
    file = getattr(module, '__file__', None) or ''
    if file.startswith(ARCHIVE + '/') and file.endswith('.py'):
        wanted.add(file[len(ARCHIVE) + 1:])

source = zipfile.ZipFile('/tmp/source.zip')
with zipfile.ZipFile('/tmp/output.zip', 'w', zipfile.ZIP_DEFLATED) as output:
    for info in source.infolist():
        data = source.read(info)
        output.writestr(info, data)
        if info.filename in wanted:
            # The file name the module would get if it were compiled from the source in the browser.
            code = compile(data, ARCHIVE + '/' + info.filename, 'exec', dont_inherit=True)
            pyc = bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            output.writestr(zipfile.ZipInfo(info.filename + 'c', info.date_time), bytes(pyc), zipfile.ZIP_DEFLATED)
compiled = len(wanted)
`;

/**
 * Writes `outputZip`: `sourceZip` plus bytecode for the modules above, compiled by the Pyodide in
 * `packageDir` (the one the zip belongs to: bytecode is specific to a Python version). Returns how many.
 */
export async function precompileStdlib(sourceZip, outputZip, packageDir = path.dirname(sourceZip)) {
  const {loadPyodide} = await import(pathToFileURL(path.join(packageDir, 'pyodide.mjs')).href);
  const pyodide = await loadPyodide();
  for (const file of RUNNER_SOURCES) pyodide.runPython(readFileSync(file, 'utf8'), {globals: pyodide.toPy({})});
  pyodide.FS.writeFile('/tmp/source.zip', readFileSync(sourceZip));
  pyodide.globals.set('POPULAR', pyodide.toPy(POPULAR_MODULES));
  pyodide.runPython(COMPILE);
  writeFileSync(outputZip, pyodide.FS.readFile('/tmp/output.zip'));
  return pyodide.globals.get('compiled');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [sourceZip, outputZip, packageDir] = process.argv.slice(2);
  if (!sourceZip || !outputZip) {
    console.error('usage: precompile-stdlib.mjs <source zip> <output zip> [pyodide package folder]');
    process.exit(2);
  }
  const compiled = await precompileStdlib(sourceZip, outputZip, packageDir);
  console.log(`[pyodide-runtime] standard library (${path.basename(packageDir ?? path.dirname(sourceZip))}): bytecode for ${compiled} modules`);
}
