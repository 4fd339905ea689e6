import {existsSync} from 'node:fs';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';

// The system Chromium (Debian packages) where present, else Playwright's own browser
// (`npx playwright install chromium` on a machine with internet). Its headless shell first: the
// same Blink and V8 without the desktop browser around them, which is also what Playwright runs
// by default for headless tests. The suite spends most of its CPU in the browser, and the shell
// took about a third less of it (navigation.spec.ts and app.spec.ts, twice each: 34 and 32 s of
// CPU against 57 and 47 s with /usr/bin/chromium). The bench keeps the full browser: Lighthouse
// measures what readers' browsers do.
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
const executablePath = process.env.PYDOCS_CHROMIUM_PATH ?? systemChromium;
const port = Number(process.env.PYDOCS_E2E_PORT ?? 3100);
/**
 * Specs that never sign in, write or reset emulator data (a page may read what is there, as
 * /community does): they run in a lane of their own beside the others, whose resets cannot change
 * what they check. tests/unit/e2e-lanes.test.ts keeps this list honest. Not dev-server.spec.ts: it
 * checks /community under the dev server with questions it seeds.
 */
export const STATIC_SPECS = ['accessibility-pages.spec.ts', 'app.spec.ts', 'budgets.spec.ts', 'exercises.spec.ts', 'navigation.spec.ts', 'offline-copy.spec.ts', 'page-start.spec.ts', 'pages.spec.ts', 'runner.spec.ts', 'search-quality.spec.ts'].map((file) => `**/${file}`);

const BROWSER_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

export default defineConfig({
  testDir: './tests/e2e',
  // Lanes side by side (see `projects`): the tests that use the emulators one after another, since
  // they share one Auth and one Firestore emulator and reset them; and beside them, two at a time,
  // the tests that never sign in or write data (the runner, exercises, page weight, static pages).
  // Three browsers on two cores: a test spends much of its time waiting (for Python to start, for
  // the emulators, for a page's idle work), and with two lanes the cores stood idle for a third of
  // the run (1063 s of CPU in 722 s on two cores).
  workers: 3,
  fullyParallel: false,
  // One retry in CI only, where a red run blocks a landing and these 2-core machines are sometimes
  // slow enough to miss a timing: a test that needs it is still listed as flaky in the summary
  // (tests/run-all.mjs), to be fixed. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test its DOM snapshots: about a fifth of the suite's CPU time
    // (pages.spec.ts: 126 s of CPU with traces, 100 s without). CI records one on the retry of a
    // failed test, which is the run a reader of the report needs; locally, where a failure is not
    // retried, the failed test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The site's service worker is tested where it is the subject (offline.spec.ts,
    // offline-copy.spec.ts) and in the reading flow of navigation.spec.ts, which allow it. Elsewhere
    // it is blocked, as for a reader whose browser has none: every fresh context installed it and
    // sent every page's requests through it, and that took a quarter of a page test's CPU
    // (navigation.spec.ts, twice each way: 46.3 and 47.1 s of CPU with it, 35.7 and 34.1 s without).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: BROWSER_ARGS,
    },
  },
  projects: [
    {name: 'firebase', testIgnore: STATIC_SPECS, workers: 1, use: {...devices['Desktop Chrome'], channel: undefined}},
    // At a lower CPU priority (scripts/niced-browser.sh): the emulator lane is the longer, and with
    // three browsers on two cores it was slowed by the static lane as much as the other way round
    // (community.spec.ts: 99 s alone beside one static browser, 157 s beside two). The static
    // lane has time to spare, so the cores go to the emulator lane first.
    {
      name: 'static',
      testMatch: STATIC_SPECS,
      workers: 2,
      fullyParallel: true,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: executablePath
          ? {executablePath: path.join(__dirname, 'scripts/niced-browser.sh'), args: BROWSER_ARGS, env: {...process.env, PYDOCS_NICED_BROWSER: executablePath}}
          : {args: BROWSER_ARGS},
      },
    },
  ],
  webServer: {
    command: `node scripts/serve-build.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
