// "Available offline" (issue 32): the size of each Python version's offline copy (from the build's
// manifests, build/offline/<python>.json) and how long the reader's download takes from the local
// server, clicked through the real control on /docs in Chromium (median of RUNS, fresh profile each).
// Used by `npm run bench` (bench/run.mjs); alone: `node bench/offline.mjs` serves build/ itself.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';

const RUNS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Rows of [figure, value, unit] for the benchmark table. */
export async function measure({browser, baseUrl}) {
  const versions = await (await fetch(`${baseUrl}/offline/index.json`)).json();
  const rows = [];
  for (const {python, label, size, files} of versions) {
    rows.push([`${label} offline copy (${files} files)`, size / 1e6, 'MB']);
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/docs#available-offline`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {timeout: 60_000});
      const row = page.getByRole('list', {name: 'Python versions available offline'}).getByRole('listitem').filter({hasText: label});
      const started = performance.now();
      await row.getByRole('button', {name: `Make ${label} available offline`}).click();
      await row.getByRole('button', {name: `Remove ${label}`}).waitFor({timeout: 300_000});
      times.push((performance.now() - started) / 1000);
      await context.close();
    }
    rows.push([`${label} download from the local server (median of ${RUNS})`, median(times), 's']);
    console.log(`offline ${python}: ${(size / 1e6).toFixed(1)} MB, downloads ${times.map((time) => time.toFixed(1)).join(', ')} s`);
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const {chromium} = await import('@playwright/test');
  const port = Number(process.env.PYDOCS_E2E_PORT ?? 3100) + 2;
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve-build.mjs'), '--port', String(port)], {stdio: 'ignore'});
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    for (let tries = 0; !(await fetch(baseUrl).then((r) => r.ok, () => false)); tries++) {
      if (tries > 100) throw new Error(`no server at ${baseUrl}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const executablePath = process.env.PYDOCS_CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
    const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking']});
    for (const [name, value, unit] of await measure({browser, baseUrl})) console.log(`${name.padEnd(60)} ${value.toFixed(1).padStart(8)} ${unit}`);
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}
