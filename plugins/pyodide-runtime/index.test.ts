/** @jest-environment node */
import {mkdtempSync, readFileSync, readdirSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {LOCK_FILE, RUNTIME_FILES, lockFileWithoutPackages, pyodidePackageDir, writeRuntime} from './index';

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

  test('the lock file keeps the runtime’s identity and drops the package list', () => {
    expect(lockFileWithoutPackages({info: {python: '3.14.2'}, packages: {numpy: {}}})).toEqual({info: {python: '3.14.2'}, packages: {}});
  });
});
