// One Lighthouse (mobile) run of a page, for bench/run.mjs and bench/tweaks.mjs: the parsed
// report. Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine, so a
// failed run is tried again, three times in all, rather than lose the whole bench.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {ROOT} from '../scripts/emulators.mjs';

const CHROMIUM = process.env.PYDOCS_CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
const CHROME_FLAGS = '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage';

/** `categories`: Lighthouse category ids, e.g. ['performance']. */
export function lighthouseReport(url, categories, attempt = 1) {
  try {
    return lighthouseOnce(url, categories);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`  (Lighthouse run failed: ${String(error.message).split('\n')[0].slice(0, 120)}; trying again)`);
    return lighthouseReport(url, categories, attempt + 1);
  }
}

function lighthouseOnce(url, categories) {
  const output = path.join(tmpdir(), `pydocs-lh-${process.pid}-${Date.now()}.json`);
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/lighthouse'),
    [url, '--quiet', '--output=json', `--output-path=${output}`, `--only-categories=${categories.join(',')}`, CHROME_FLAGS],
    {env: {...process.env, CHROME_PATH: CHROMIUM}, stdio: 'ignore'},
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  rmSync(output, {force: true});
  if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  return report;
}
