// `docusaurus start` for the end-to-end suite's tests/e2e/dev-server.spec.ts. tests/run-all.mjs
// starts it when the browser suite starts and the spec waits for it; a spec run on its own
// (`npx playwright test dev-server`) starts its own.
import {spawn} from 'node:child_process';
import path from 'node:path';

const DEV_E2E_PORT = Number(process.env.PYDOCS_DEV_E2E_PORT ?? 3150);
export const DEV_E2E_URL = `http://127.0.0.1:${DEV_E2E_PORT}`;
/** Set by tests/run-all.mjs for Playwright when it has started the dev server itself. */
export const DEV_SERVER_STARTED = 'PYDOCS_DEV_SERVER_STARTED';

/**
 * Starts the dev server in a process group of its own (stopDevServer ends the group), with `env`
 * added to this process's (the emulators' hosts, which plugins/firebase-config.ts builds the site
 * against), at `niceness` (0 to 19) if given: a lower priority leaves the cores to the tests
 * running beside it.
 */
export function startDevServer(root, {env = {}, niceness = 0} = {}) {
  const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
  const args = ['start', '--port', String(DEV_E2E_PORT), '--host', '127.0.0.1', '--no-open'];
  // `nice` runs docusaurus in its own process, so the group and the pid are the dev server's.
  const [command, commandArgs] = niceness > 0 ? ['nice', ['-n', String(niceness), docusaurus, ...args]] : [docusaurus, args];
  return spawn(command, commandArgs, {cwd: root, detached: true, stdio: 'ignore', env: {...process.env, ...env}});
}

/** Resolves once the dev server answers (it compiles the whole site first), or rejects after `timeoutMs`. */
export async function waitForDevServer(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(`${DEV_E2E_URL}/`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the dev server did not answer on ${DEV_E2E_URL} within ${timeoutMs / 1000} s`);
}

/** Ends the dev server's whole process group (its compiler's workers included). */
export function stopDevServer(child) {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
