/** @jest-environment node */
import {appendFileSync, copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {CROSS_ORIGIN_ISOLATION, LOCK_FILE, RUNTIME_FILES, lockFileWithoutPackages, precompiledStdlib, pyodidePackageDir, runtimePath, runtimeVersion, writeRuntime} from './index';

const siteDir = path.resolve(__dirname, '../..');

describe('serving Python from the site itself', () => {
  test('the build gets the runtime files from the installed pyodide package, and a lock file without packages', () => {
    const target = mkdtempSync(path.join(tmpdir(), 'pyodide-runtime-'));
    const source = pyodidePackageDir(siteDir);
    writeRuntime(target, source);
    expect(readdirSync(target).sort()).toEqual([...RUNTIME_FILES, LOCK_FILE].sort());
    for (const file of RUNTIME_FILES) expect(statSync(path.join(target, file)).size).toBe(statSync(path.join(source, file)).size);
    const lockfile = JSON.parse(readFileSync(path.join(target, LOCK_FILE), 'utf8'));
    expect(lockfile.packages).toEqual({});
    expect(lockfile.info.python).toMatch(/^3\.14\./);
    rmSync(target, {recursive: true, force: true});
  });

  test('the standard library gets bytecode for the modules a first Run imports, sources kept, compiled once', () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'pyodide-cache-'));
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
    rmSync(cacheDir, {recursive: true, force: true});
  }, 120_000);

  test('the runtime is served from a folder named after its files, so a changed runtime gets a new address', () => {
    const source = pyodidePackageDir(siteDir);
    const version = runtimeVersion(source);
    expect(runtimePath(version)).toMatch(/^pyodide\/[0-9a-f]{12}\/$/);
    expect(runtimeVersion(source)).toBe(version);
    const changed = mkdtempSync(path.join(tmpdir(), 'pyodide-changed-'));
    for (const file of [...RUNTIME_FILES, LOCK_FILE]) copyFileSync(path.join(source, file), path.join(changed, file));
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
