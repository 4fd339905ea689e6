/** @jest-environment node */
import {appendFileSync, copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {inflateRawSync} from 'node:zlib';
import {CURRENT_PYTHON} from '../../src/features/runner/pagePython';
import {
  CROSS_ORIGIN_ISOLATION,
  DEFAULT_PYTHON,
  LOCK_FILE,
  PYTHON_RUNTIMES,
  lockFileWithoutPackages,
  precompiledStdlib,
  pyodidePackageDir,
  runtimeFiles,
  runtimeCacheDir,
  runtimePath,
  runtimeVersion,
  siteRuntimes,
  writeRuntime,
} from './index';

const siteDir = path.resolve(__dirname, '../..');

/** One file's bytes from a zip archive (its local header: enough for the zips written here). */
function readZipEntry(zip: Buffer, name: string): Buffer {
  for (let at = zip.indexOf('PK\x03\x04', 0, 'latin1'); at >= 0; at = zip.indexOf('PK\x03\x04', at + 4, 'latin1')) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) !== name) continue;
    const data = zip.subarray(at + 30 + nameLength + extraLength, at + 30 + nameLength + extraLength + size);
    return method === 8 ? inflateRawSync(data) : Buffer.from(data);
  }
  throw new Error(`${name} is not in the archive`);
}

describe('serving Python from the site itself', () => {
  // The build's own cache (keyed by everything the bytecode depends on): compiling a standard
  // library takes Pyodide about 14 s of CPU, and `npm test` runs the build beside these tests, so
  // each library is compiled once between them, by whichever gets there first.
  const cacheDir = runtimeCacheDir(siteDir);

  test.each(PYTHON_RUNTIMES.map(({python, packageName}) => [python, packageName]))(
    'the build gets Python %s from the %s package, and a lock file without packages',
    (python, packageName) => {
      const target = mkdtempSync(path.join(tmpdir(), 'pyodide-runtime-'));
      const source = pyodidePackageDir(siteDir, packageName);
      writeRuntime(target, source);
      const files = runtimeFiles(source);
      expect(readdirSync(target).sort()).toEqual([...files, LOCK_FILE].sort());
      for (const file of files) expect(statSync(path.join(target, file)).size).toBe(statSync(path.join(source, file)).size);
      const lockfile = JSON.parse(readFileSync(path.join(target, LOCK_FILE), 'utf8'));
      expect(lockfile.packages).toEqual({});
      expect(lockfile.info.python.startsWith(`${python}.`)).toBe(true);
      rmSync(target, {recursive: true, force: true});
    },
  );

  test('each Python is served from its own folder, and the current docs version runs the default one', () => {
    const runtimes = siteRuntimes(siteDir);
    expect(runtimes.map(({python}) => python)).toEqual(['3.14', '3.13']);
    expect(new Set(runtimes.map(({urlPath}) => urlPath)).size).toBe(runtimes.length);
    // The page side (src/features/runner/pagePython.ts) and the docs' own label agree with it.
    expect(CURRENT_PYTHON).toBe(DEFAULT_PYTHON);
    const config = readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8');
    expect(config).toContain(`current: {label: 'Python ${DEFAULT_PYTHON}'`);
    for (const {python} of PYTHON_RUNTIMES.slice(1)) expect(config).toContain(`'${python}': {label: 'Python ${python}'`);
  });

  test('the 3.13 standard library gets bytecode compiled by Python 3.13, not 3.14', () => {
    const magic = (packageName: string) => readZipEntry(readFileSync(precompiledStdlib(pyodidePackageDir(siteDir, packageName), cacheDir)), 'json/decoder.pyc').readUInt16LE(0);
    // importlib.util.MAGIC_NUMBER: 3571 for Python 3.13, 3600 and up for 3.14.
    expect(magic('pyodide-313')).toBe(3571);
    expect(magic('pyodide')).toBeGreaterThanOrEqual(3600);
  }, 180_000);

  test('the standard library gets bytecode for the modules a first Run imports, sources kept, compiled once', () => {
    const source = pyodidePackageDir(siteDir);
    const zip = precompiledStdlib(source, cacheDir);
    const bytes = readFileSync(zip);
    const original = readFileSync(path.join(source, 'python_stdlib.zip'));
    // Zip entry names are stored as plain text in the archive's directory.
    for (const name of ['json/decoder.pyc', 'asyncio/base_events.pyc', 'dataclasses.pyc', 'json/decoder.py', 'dataclasses.py']) {
      expect(bytes.includes(Buffer.from(name))).toBe(true);
    }
    expect(original.includes(Buffer.from('json/decoder.pyc'))).toBe(false);
    // Modules no first Run needs stay source-only.
    expect(bytes.includes(Buffer.from('mailbox.py'))).toBe(true);
    expect(bytes.includes(Buffer.from('mailbox.pyc'))).toBe(false);
    const builtAt = statSync(zip).mtimeMs;
    expect(precompiledStdlib(source, cacheDir)).toBe(zip);
    expect(statSync(zip).mtimeMs).toBe(builtAt);
  }, 120_000);

  test('the runtime is served from a folder named after its files, so a changed runtime gets a new address', () => {
    const source = pyodidePackageDir(siteDir);
    const version = runtimeVersion(source);
    expect(runtimePath(version)).toMatch(/^pyodide\/[0-9a-f]{12}\/$/);
    expect(runtimeVersion(source)).toBe(version);
    const changed = mkdtempSync(path.join(tmpdir(), 'pyodide-changed-'));
    for (const file of [...runtimeFiles(source), LOCK_FILE]) copyFileSync(path.join(source, file), path.join(changed, file));
    expect(runtimeVersion(changed)).toBe(version);
    appendFileSync(path.join(changed, 'python_stdlib.zip'), '\0');
    expect(runtimeVersion(changed)).not.toBe(version);
    rmSync(changed, {recursive: true, force: true});
  });

  test('the lock file keeps the runtime’s identity and drops the package list', () => {
    expect(lockFileWithoutPackages({info: {python: '3.14.2'}, packages: {numpy: {}}})).toEqual({info: {python: '3.14.2'}, packages: {}});
  });
});

test('the dev server is cross-origin isolated with the same headers firebase.json gives every page', () => {
  const firebase = JSON.parse(readFileSync(path.join(__dirname, '../../firebase.json'), 'utf8')) as {hosting: {headers: Array<{source: string; headers: Array<{key: string; value: string}>}>}};
  const everyPage = firebase.hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
  for (const [key, value] of Object.entries(CROSS_ORIGIN_ISOLATION)) expect(everyPage).toContainEqual({key, value});
});
