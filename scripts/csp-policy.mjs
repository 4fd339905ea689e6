// The Content-Security-Policy in firebase.json allows inline <script>s by their SHA-256 hash only.
// These helpers find the inline scripts a build contains and compare them with that policy; they
// are used by `npm run csp` (scripts/csp.mjs, which rewrites the hashes), by `npm run deploy`
// (which refuses a stale policy) and by tests/e2e/security-headers.spec.ts (part of `npm test`).
// No import.meta here: Jest loads this file through Babel for tests/unit/csp-policy.test.ts.
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

export const CSP_HEADER = 'Content-Security-Policy';
/** The firebase.json `hosting.headers` source whose headers every response carries. */
export const ALL_PATHS = '**';

/**
 * <script type> values a browser executes (HTML spec "JavaScript MIME type essence match", plus
 * module, importmap and speculationrules, which script-src also governs). Any other type, such
 * as application/ld+json, is a data block: never run, so never blocked.
 */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  ...['application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript', 'text/ecmascript'],
  ...['text/javascript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2', 'text/javascript1.3', 'text/javascript1.4'],
  ...['text/javascript1.5', 'text/jscript', 'text/livescript', 'text/x-ecmascript', 'text/x-javascript'],
]);

/** A tag's attributes, names lower-cased (minified HTML leaves many values unquoted). */
export function attributesOf(tag) {
  const attributes = {};
  for (const match of tag.matchAll(/\s([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/** The source text of every inline <script> in the page that a browser would execute. */
export function executableInlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = attributesOf(match[1]);
    if ('src' in attributes) continue;
    if (!JAVASCRIPT_TYPES.has((attributes.type ?? '').trim().toLowerCase())) continue;
    // The browser hashes the text after the HTML parser has normalised newlines.
    const source = match[2].replace(/\r\n?/g, '\n');
    // An empty inline script runs nothing, and the browser does not check it against the policy.
    if (source !== '') scripts.push(source);
  }
  return scripts;
}

/**
 * Inline code that no hash can allow without 'unsafe-hashes': event handler attributes
 * (onclick="...") and javascript: URLs. The site must not have any.
 */
export function inlineHandlers(html) {
  const found = [];
  // Only real tags: code shown on a page is escaped (&lt;img onerror=...>), so it never matches,
  // and script and style contents are raw text, where a "<" is no tag.
  const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, '$1$3');
  for (const [tag] of markup.matchAll(/<[a-zA-Z][^\s>/]*(?:\s(?:[^>"']|"[^"]*"|'[^']*')*)?>/g)) {
    for (const [name, value] of Object.entries(attributesOf(tag.replace(/^<[^\s>]+/, ' ').replace(/>$/, '')))) {
      if (/^on[a-z]+$/.test(name)) found.push(`${name}="${value}"`);
      else if (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(value)) found.push(`${name}="${value}"`);
    }
  }
  return found;
}

/** The CSP source expression that allows exactly this inline script. */
export function scriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

function htmlFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...htmlFiles(full));
    else if (entry.name.endsWith('.html')) files.push(full);
  }
  return files.sort();
}

/**
 * Every inline script and inline handler in a build. `file` is relative to the build's parent
 * folder (build/docs/x.html), as a reader of an error message would look for it.
 */
export function scanBuild(buildDir) {
  const scripts = [];
  const handlers = [];
  let pages = 0;
  for (const full of htmlFiles(buildDir)) {
    pages += 1;
    const file = path.relative(path.dirname(buildDir), full).split(path.sep).join('/');
    const html = readFileSync(full, 'utf8');
    for (const source of executableInlineScripts(html)) scripts.push({file, hash: scriptHash(source)});
    for (const handler of inlineHandlers(html)) handlers.push({file, handler});
  }
  return {pages, scripts, handlers};
}

/** The distinct hashes of a scan, the most used first (then alphabetical), so rewrites are stable. */
export function distinctHashes(scripts) {
  const counts = new Map();
  for (const {hash} of scripts) counts.set(hash, (counts.get(hash) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([hash]) => hash);
}

/** The headers firebase.json gives every path (its `"source": "**"` entry), as [key, value] pairs. */
export function headersForAllPaths(firebaseJson) {
  const rule = (firebaseJson.hosting?.headers ?? []).find((entry) => entry.source === ALL_PATHS);
  if (!rule) throw new Error(`firebase.json has no hosting.headers entry with "source": "${ALL_PATHS}"`);
  return rule.headers.map(({key, value}) => [key, value]);
}

export function contentSecurityPolicy(firebaseJson) {
  const header = headersForAllPaths(firebaseJson).find(([key]) => key.toLowerCase() === CSP_HEADER.toLowerCase());
  if (!header) throw new Error(`firebase.json sets no ${CSP_HEADER} for "source": "${ALL_PATHS}"`);
  return header[1];
}

/** "a b; c d" to [["a", ["b"]], ["c", ["d"]]]. */
export function parsePolicy(policy) {
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter((parts) => parts[0] !== '')
    .map(([name, ...sources]) => [name.toLowerCase(), sources]);
}

export function scriptHashesOf(policy) {
  const scriptSrc = parsePolicy(policy).find(([name]) => name === 'script-src');
  return scriptSrc ? scriptSrc[1].filter((source) => /^'sha(256|384|512)-/.test(source)) : [];
}

/** The policy with script-src's hashes replaced by `hashes` (its other sources kept, in order). */
export function withScriptHashes(policy, hashes) {
  const directives = parsePolicy(policy);
  const scriptSrc = directives.find(([name]) => name === 'script-src');
  if (!scriptSrc) throw new Error('The Content-Security-Policy has no script-src directive');
  scriptSrc[1] = [...scriptSrc[1].filter((source) => !/^'sha(256|384|512)-/.test(source)), ...hashes];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** What a build needs that the policy does not allow, as messages a developer can act on. */
export function policyProblems(scan, policy) {
  const allowed = new Set(scriptHashesOf(policy));
  const problems = [];
  const reported = new Set();
  for (const {file, hash} of scan.scripts) {
    if (allowed.has(hash) || reported.has(hash)) continue;
    reported.add(hash);
    problems.push(`inline script in ${file} is not allowed by the CSP in firebase.json: run npm run csp (it needs ${hash})`);
  }
  for (const {file, handler} of scan.handlers) {
    problems.push(`inline event handler or javascript: URL in ${file} (${handler}) is blocked by the CSP: move it into a script file`);
  }
  return problems;
}

/** Hashes the policy allows that no page of the build uses any more. */
export function unusedHashes(scan, policy) {
  const used = new Set(scan.scripts.map(({hash}) => hash));
  return scriptHashesOf(policy).filter((hash) => !used.has(hash));
}
