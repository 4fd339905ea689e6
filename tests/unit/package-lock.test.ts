/**
 * @jest-environment node
 *
 * `npm install` on a fresh clone must leave package-lock.json as committed (README, "Two
 * commands"); CI checks exactly that after its install (.ci/run). These are the two ways the lock
 * has drifted, checked without a network:
 * - package.json changed without the lock (npm rewrites the lock's root entry);
 * - a lock written where some platform builds could not be resolved. npm records every optional
 *   platform build the registry has (@swc/core-darwin-arm64, @unrs/resolver-binding-win32-x64-msvc...),
 *   installed or not, so a lock without them gained 365 lines on the next `npm install`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

type LockEntry = {version?: string; resolved?: string; optionalDependencies?: Record<string, string>};
type Lock = {name: string; version: string; lockfileVersion: number; packages: Record<string, LockEntry & Record<string, unknown>>};

const root = path.resolve(__dirname, '../..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;

/**
 * Platform builds the npm registry these machines use does not have, so npm cannot record them
 * (checked with `npm view <name>@<version> version`: E404). Only the linux-x64-gnu build of
 * @swc/html exists there. If one appears, `npm install` records it: commit that lock.
 */
const NOT_IN_REGISTRY = /^@swc\/html-(?!linux-x64-gnu$)/;

/** Where Node (and npm) finds `name` for the package at lock key `from`: its own node_modules, then each parent's. */
function resolvedKey(from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!base) return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

test("the lock's root entry is package.json's dependencies, as npm install would write it", () => {
  const rootEntry = lock.packages[''];
  expect({name: lock.name, version: lock.version}).toEqual({name: pkg.name, version: pkg.version});
  expect(rootEntry.dependencies).toEqual(pkg.dependencies);
  expect(rootEntry.devDependencies).toEqual(pkg.devDependencies);
  expect(rootEntry.engines).toEqual(pkg.engines);
});

test('every optional platform build the registry has is in the lock, for every platform', () => {
  const missing: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!NOT_IN_REGISTRY.test(name) && resolvedKey(key, name) === null) missing.push(`${name}@${range} (for ${key})`);
    }
  }
  // If this lists packages: run `npm install --no-audit --no-fund` and commit the lock it writes.
  expect(missing).toEqual([]);
});

test('the lock names no registry address (.npmrc: omit-lockfile-registry-resolved)', () => {
  const withAddress = Object.entries(lock.packages).filter(([, entry]) => entry.resolved?.startsWith('http'));
  expect(withAddress.map(([key]) => key)).toEqual([]);
});
