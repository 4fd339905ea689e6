#!/usr/bin/env node
// Serves build/ like the production host does: clean URLs, gzip, the 404 page, and the headers
// firebase.json gives Firebase Hosting. Used by the end-to-end tests and the benchmark.
//   node scripts/serve-build.mjs [--port 3100] [--dir build]
import {createServer} from 'node:http';
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {ROOT} from './emulators.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const port = Number(option('--port', process.env.PYDOCS_E2E_PORT ?? 3100));
const dir = path.resolve(ROOT, option('--dir', 'build'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.xml', '.txt']);

/** Firebase Hosting glob (as used in firebase.json "source") to a RegExp. */
function globToRegExp(glob) {
  // U+0000 stands in for `**` while single stars are rewritten: it cannot occur in a glob.
  // eslint-disable-next-line no-control-regex -- that placeholder, on purpose
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '.*');
  return new RegExp(`^${escaped}$`);
}
const hosting = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).hosting ?? {};
const headerRules = (hosting.headers ?? []).map((rule) => ({pattern: globToRegExp(rule.source), headers: rule.headers}));

function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null; // A malformed %-escape is a 404, not a crash of the whole server.
  }
  const clean = decoded.replace(/\/+$/, '') || '/';
  const base = path.join(dir, path.normalize(clean).replace(/^(\.\.[/\\])+/, ''));
  if (!base.startsWith(dir)) return null;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const gzipCache = new Map();
const server = createServer((request, response) => {
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  let file = resolveFile(urlPath);
  let status = 200;
  if (!file) {
    file = path.join(dir, '404.html');
    status = 404;
  }
  const ext = path.extname(file);
  const headers = {'Content-Type': TYPES[ext] ?? 'application/octet-stream'};
  // Like Firebase Hosting, every entry whose source matches the request path applies (a later one
  // wins for the same header). Names are case-insensitive: "content-type" replaces Content-Type.
  for (const rule of headerRules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const {key, value} of rule.headers) {
      for (const existing of Object.keys(headers)) if (existing.toLowerCase() === key.toLowerCase()) delete headers[existing];
      headers[key] = value;
    }
  }
  const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (COMPRESSIBLE.has(ext) && acceptsGzip) {
    // Keyed by modification time too, so a rebuild under a running server is picked up.
    const key = `${file}:${statSync(file).mtimeMs}`;
    let body = gzipCache.get(key);
    if (!body) {
      body = gzipSync(readFileSync(file));
      gzipCache.set(key, body);
    }
    response.writeHead(status, {...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': body.length});
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(status, {...headers, 'Content-Length': statSync(file).size});
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
});

server.listen(port, '127.0.0.1', () => console.log(`Serving ${path.relative(ROOT, dir)}/ at http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
