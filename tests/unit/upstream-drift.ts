/**
 * Helpers for tests/unit/upstream-drift.test.ts: read the Docusaurus source that is installed in
 * node_modules and say, in one sentence naming the tweak, when something a performance plugin or
 * swizzle copied from it or relies on has changed. The unit tests of the plugins test the copies;
 * these tests compare the copies with what they were copied from.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** One thing a tweak copied from Docusaurus or relies on, and what to do when it changes. */
export type DriftGuard = Readonly<{
  /** The plugin or swizzle, as ARCHITECTURE.md's table names it: `page-scripts`, `src/theme/CodeBlock`. */
  tweak: string;
  /** What it relies on, naming the upstream package and file. */
  upstream: string;
  /** What to re-check or re-copy, and which test then proves the tweak still works. */
  recheck: string;
  /** The package the upstream code is in, and the version the guard was written against. */
  writtenAgainst: Readonly<{package: string; version: string}>;
  /** Undefined while the upstream is as the tweak expects; else what differs, in a few words. */
  check: () => string | undefined;
}>;

/** The folder of an installed package, found as Node resolves it. Some packages have no main
 * entry (@docusaurus/core), others hide package.json behind an exports map (theme-common). */
export function packageRoot(name: string): string {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    // Hidden by the exports map: walk up from the package's entry to its package.json.
  }
  let dir = path.dirname(require.resolve(name));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as {name?: string}).name === name) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`no package.json named ${name} above ${require.resolve(name)}`);
}

export function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(packageRoot(name), 'package.json'), 'utf8')) as {version: string}).version;
}

/** A file of an installed package, or undefined when the package no longer has it. */
export function readInstalled(name: string, file: string): string | undefined {
  const full = path.join(packageRoot(name), file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
}

/**
 * The code without its comments and with every run of whitespace made one space, so that a
 * reformatted or re-commented upstream file compares equal. Only `//` comments that start a line
 * are removed: a `//` inside a line may be part of a string or a URL.
 */
export function normalise(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/^\s*\/\/.*$/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A short content hash of the normalised code: what a guard records beside the tweak. */
export function fingerprint(source: string): string {
  return createHash('sha256').update(normalise(source)).digest('hex').slice(0, 16);
}

/** From `start` on, the text up to the brace that closes the first `{` (strings are not parsed:
 * the upstream code compared here has balanced braces inside its strings and templates). */
function toClosingBrace(source: string, start: number): string | undefined {
  const open = source.indexOf('{', start);
  if (open < 0) return undefined;
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return source.slice(start, i + 1);
  }
  return undefined;
}

/** The source of `function name(...) {...}` in a module, parameters with defaults included. */
export function functionSource(source: string, name: string): string | undefined {
  const match = new RegExp(`function ${name}\\s*\\(`).exec(source);
  if (!match) return undefined;
  // Skip the parameter list first: a default such as `options = {}` has braces of its own.
  let depth = 0;
  let i = match.index + match[0].length - 1;
  for (; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) break;
  }
  const body = toClosingBrace(source, i);
  return body === undefined ? undefined : source.slice(match.index, i) + body;
}

/** The text from `marker` (e.g. `cacheGroups:`) to the end of the object or block after it. */
export function blockAfter(source: string, marker: string): string | undefined {
  const start = source.indexOf(marker);
  return start < 0 ? undefined : toClosingBrace(source, start);
}

/** A guard's problem if the code's fingerprint is not the one recorded when the tweak was written. */
export function changedFrom(recorded: string, code: string | undefined, what: string): string | undefined {
  if (code === undefined) return `${what} is gone`;
  const now = fingerprint(code);
  return now === recorded ? undefined : `${what}: fingerprint ${now}, the tweak was written against ${recorded}`;
}

/** The first of `needles` missing from `code`, as a guard's problem. */
export function missingFrom(code: string | undefined, what: string, needles: readonly string[]): string | undefined {
  if (code === undefined) return `${what} is gone`;
  const missing = needles.filter((needle) => !code.includes(needle));
  return missing.length === 0 ? undefined : `${what} no longer has ${missing.map((needle) => JSON.stringify(needle)).join(', ')}`;
}

/** The message a failing guard gives: the tweak, what changed and what to do. */
export function driftMessage(guard: DriftGuard, problem: string): string {
  return `${guard.tweak}: ${guard.upstream} changed (${problem}); ${guard.recheck}.`;
}

/** The guard's message if the installed package is not the version the guard was written against. */
export function versionMessage(guard: DriftGuard): string | undefined {
  const {package: name, version} = guard.writtenAgainst;
  const installed = installedVersion(name);
  if (installed === version) return undefined;
  return `${guard.tweak}: written against ${name} ${version}, ${installed} is installed; re-check ${guard.upstream} (${guard.recheck}), then record ${installed} as REVIEWED in tests/unit/upstream-drift-guards.ts.`;
}

/** Throws the guard's message if what the tweak relies on has changed. */
export function assertNoDrift(guard: DriftGuard): void {
  const problem = guard.check();
  if (problem !== undefined) throw new Error(driftMessage(guard, problem));
}
