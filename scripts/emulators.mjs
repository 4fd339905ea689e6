// Starts and stops the local Firebase the project runs on: the Auth emulator (firebase-tools) and
// Google's Firestore emulator. Used by `npm start`, `npm test` and `npm run emulators`.
//
// Why not `firebase emulators:start --only auth,firestore`? firebase-tools 15 needs Java >= 21 for
// Firestore and downloads its jar; these machines have Java 17 and no internet, but Debian's
// google-cloud-cli-firestore-emulator package ships the same emulator jar, which runs on Java 17
// (see ../shared/ENVIRONMENT.md). Where that jar is missing and Java >= 21 is present, firebase-tools
// runs both emulators instead.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {homedir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  ForeignEmulatorsError,
  REUSE_ANY_EMULATORS,
  foreignEmulatorsMessage,
  npmCommand,
  ownerRecordPath,
  readOwnerRecord,
  removeOwnerRecord,
  reuseProblem,
  writeOwnerRecord,
} from './emulator-owner.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-pydocs';
// Ports can be moved (PYDOCS_AUTH_EMULATOR_PORT, PYDOCS_FIRESTORE_EMULATOR_PORT) so that two
// checkouts can run their suites side by side; the defaults are the ones the site expects. With
// moved ports the Auth emulator's hub and logging ports follow it (AUTH_PORT + 1 and + 2, see
// firebaseConfigForPorts); with the defaults they are firebase.json's 4400 and 4500.
export const AUTH_PORT = Number(process.env.PYDOCS_AUTH_EMULATOR_PORT ?? 9099);
export const FIRESTORE_PORT = Number(process.env.PYDOCS_FIRESTORE_EMULATOR_PORT ?? 8080);
export const AUTH_HOST = `127.0.0.1:${AUTH_PORT}`;
export const FIRESTORE_HOST = `127.0.0.1:${FIRESTORE_PORT}`;

// Generous: the Auth emulator compiles its API schema on start, which takes minutes on a loaded 2-core machine
// (95-120 s measured while other builds ran; 5-7 s on an idle one).
const READY_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 10_000;

/** Environment for anything (Admin SDK, Jest, Playwright) that talks to the emulators. */
export function emulatorEnv(projectId = PROJECT_ID) {
  return {
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_HOST,
    FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
    GCLOUD_PROJECT: projectId,
    PYDOCS_PROJECT_ID: projectId,
    // firebase-admin otherwise probes a cloud metadata server that does not exist here.
    METADATA_SERVER_DETECTION: 'none',
    // Read by plugins/firebase-config.ts when the site is built against these emulators.
    PYDOCS_AUTH_EMULATOR_HOST: AUTH_HOST,
    PYDOCS_FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
  };
}

function findFirestoreJar() {
  const candidates = [
    process.env.FIRESTORE_EMULATOR_JAR,
    '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  ];
  const firebaseCache = path.join(homedir(), '.cache/firebase/emulators');
  if (existsSync(firebaseCache)) {
    for (const file of readdirSync(firebaseCache)) {
      if (/^cloud-firestore-emulator-.*\.jar$/.test(file)) candidates.push(path.join(firebaseCache, file));
    }
  }
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], {encoding: 'utf8'});
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match ? Number(match[1]) : 0;
}

async function answers(url) {
  try {
    const response = await fetch(url, {signal: AbortSignal.timeout(2000)});
    return response.status < 500;
  } catch {
    return false;
  }
}

async function waitUntil(check, what, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

function startProcess(command, args, {name, env, log}) {
  // detached: the child leads its own process group, so stopping it also stops what it started.
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {...process.env, ...env},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
    if (process.env.PYDOCS_EMULATOR_LOGS) log(`[${name}] ${chunk.toString().trimEnd()}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.recentOutput = () => output.join('');
  child.displayName = name;
  return child;
}

async function stopProcess(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const send = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // Already gone.
    }
  };
  send(signal);
  const timer = setTimeout(() => send('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** firebase.json with the emulator ports of this run (the committed file has the defaults). */
function firebaseConfigForPorts() {
  if (AUTH_PORT === 9099 && FIRESTORE_PORT === 8080) return path.join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  config.emulators.auth.port = AUTH_PORT;
  config.emulators.firestore.port = FIRESTORE_PORT;
  config.emulators.hub.port = AUTH_PORT + 1;
  config.emulators.logging.port = AUTH_PORT + 2;
  mkdirSync(path.join(ROOT, '.emulators'), {recursive: true});
  const file = path.join(ROOT, `.emulators/firebase.${AUTH_PORT}.json`);
  writeFileSync(file, JSON.stringify({...config, firestore: {rules: '../firestore.rules', indexes: '../firestore.indexes.json'}}, null, 2));
  return file;
}

/** Makes wrong-password errors look like production (auth/invalid-credential). */
async function applyProductionAuthSettings(projectId) {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({signIn: {allowDuplicateEmails: false}, emailPrivacyConfig: {enableImprovedEmailPrivacy: true}}),
  });
  if (!response.ok) throw new Error(`Auth emulator config failed: ${response.status} ${await response.text()}`);
}

/** Loads firestore.rules into the running Firestore emulator (also used after editing the rules). */
export async function loadFirestoreRules(projectId = PROJECT_ID) {
  const content = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
  const response = await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({rules: {files: [{name: 'firestore.rules', content}]}}),
  });
  if (!response.ok) throw new Error(`Loading firestore.rules failed: ${response.status} ${await response.text()}`);
}

/** Deletes every account and document: a clean slate between test files. */
export async function clearEmulatorData(projectId = PROJECT_ID) {
  await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${projectId}/accounts`, {method: 'DELETE'});
  await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {method: 'DELETE'});
}

/**
 * Starts both emulators and resolves when both are ready. Emulators already answering on the ports
 * are reused only if this checkout started them (emulator-owner.mjs); others are refused with a
 * ForeignEmulatorsError that says how to move the ports. The returned stop() ends every process
 * this call started, and only those.
 */
export async function startEmulators({projectId = PROJECT_ID, log = console.log, command = npmCommand(process.env.npm_lifecycle_event)} = {}) {
  const started = [];
  const ownerFile = ownerRecordPath(ROOT, AUTH_PORT, FIRESTORE_PORT);
  const stop = async () => {
    const ours = started.length > 0;
    await Promise.all(started.map(({child, signal}) => stopProcess(child, signal)));
    started.length = 0;
    if (ours) removeOwnerRecord(ownerFile, process.pid);
  };
  const ports = {authPort: AUTH_PORT, firestorePort: FIRESTORE_PORT, command};
  const authUp = await answers(`http://${AUTH_HOST}/`);
  const firestoreUp = await answers(`http://${FIRESTORE_HOST}/`);
  if (authUp && firestoreUp) {
    const record = readOwnerRecord(ownerFile);
    const problem = process.env[REUSE_ANY_EMULATORS] === '1' ? null : reuseProblem({record, projectId, authPort: AUTH_PORT, firestorePort: FIRESTORE_PORT});
    if (problem) {
      const found = `Firebase emulators are already answering on ${AUTH_HOST} (Auth) and ${FIRESTORE_HOST} (Firestore)`;
      throw new ForeignEmulatorsError(foreignEmulatorsMessage({found, problem, ...ports}));
    }
    const whose = record ? `started by this checkout (process ${record.startedBy})` : `on ${AUTH_HOST} and ${FIRESTORE_HOST} (${REUSE_ANY_EMULATORS}=1)`;
    log(`Reusing the Firebase emulators ${whose}: Auth ${AUTH_HOST}, Firestore ${FIRESTORE_HOST}.`);
    await applyProductionAuthSettings(projectId);
    await loadFirestoreRules(projectId);
    return {stop, reused: true};
  }
  if (authUp || firestoreUp) {
    const [taken, free] = authUp ? [`${AUTH_HOST} (the Auth emulator's port)`, 'Firestore'] : [`${FIRESTORE_HOST} (the Firestore emulator's port)`, 'Auth'];
    const found = `Something already answers on ${taken}`;
    throw new ForeignEmulatorsError(foreignEmulatorsMessage({found, problem: `nothing answers on the ${free} emulator's port, so it is not a pair of emulators to reuse`, ...ports}));
  }
  const firebaseBin = path.join(ROOT, 'node_modules/.bin/firebase');
  const firebaseEnv = {CI: 'true', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true'};
  const jar = findFirestoreJar();
  const java = javaMajorVersion();
  try {
    if (jar && java >= 11) {
      const firestore = startProcess(
        'java',
        [
          '-Duser.language=en',
          // The JIT's first tier only: the optimising compiler (C2) spent more CPU compiling than the
          // emulator ever won back in a test run (the rules suite's attacks and posts files: 66 s of
          // the JVM's CPU with it, 24 s without, the same 204 tests passing).
          '-XX:TieredStopAtLevel=1',
          '-cp',
          jar,
          'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
          'start',
          '--host=127.0.0.1',
          `--port=${FIRESTORE_PORT}`,
          `--project_id=${projectId}`,
          '--single_project_mode=true',
          `--rules=${path.join(ROOT, 'firestore.rules')}`,
        ],
        {name: 'firestore', env: {}, log},
      );
      // The Firestore java process ignores SIGINT; SIGTERM stops it.
      started.push({child: firestore, signal: 'SIGTERM'});
      const auth = startProcess(firebaseBin, ['emulators:start', '--only', 'auth', '--project', projectId, '--config', firebaseConfigForPorts()], {
        name: 'auth',
        env: firebaseEnv,
        log,
      });
      started.push({child: auth, signal: 'SIGINT'});
      await Promise.all([
        waitUntil(() => answers(`http://${FIRESTORE_HOST}/`), 'Firestore emulator', firestore),
        waitUntil(() => answers(`http://${AUTH_HOST}/`), 'Auth emulator', auth),
      ]);
    } else if (java >= 21) {
      const both = startProcess(firebaseBin, ['emulators:start', '--only', 'auth,firestore', '--project', projectId, '--config', firebaseConfigForPorts()], {
        name: 'firebase',
        // The JVM flag of the branch above, for the Java that firebase-tools starts.
        env: {...firebaseEnv, JAVA_TOOL_OPTIONS: '-XX:TieredStopAtLevel=1'},
        log,
      });
      started.push({child: both, signal: 'SIGINT'});
      await waitUntil(async () => (await answers(`http://${FIRESTORE_HOST}/`)) && (await answers(`http://${AUTH_HOST}/`)), 'Firebase emulators', both);
    } else {
      throw new Error(
        'No Firestore emulator found. Install Debian/Ubuntu package google-cloud-cli-firestore-emulator ' +
          '(with a Java 17 runtime), or Java 21+ so firebase-tools can run it.',
      );
    }
    // The record that lets this checkout's other commands reuse these emulators (emulator-owner.mjs).
    writeOwnerRecord(ownerFile, {
      projectId,
      authPort: AUTH_PORT,
      firestorePort: FIRESTORE_PORT,
      pids: started.map(({child}) => child.pid),
      startedBy: process.pid,
      startedAt: new Date().toISOString(),
    });
    await applyProductionAuthSettings(projectId);
    await loadFirestoreRules(projectId);
  } catch (error) {
    for (const {child} of started) {
      const recent = child.recentOutput?.();
      if (recent) log(`--- last output of ${child.displayName} ---\n${recent.slice(-3000)}`);
    }
    await stop();
    throw error;
  }
  return {stop, reused: false};
}

/** Stops the emulators when this process is interrupted or ends. Returns the cleanup function. */
export function stopOnExit(stop) {
  let stopping = null;
  const cleanup = () => (stopping ??= stop());
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, async () => {
      await cleanup();
      process.exit(130);
    });
  }
  // A crash must not leave emulators holding the ports for the next run.
  process.once('uncaughtException', async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
  return cleanup;
}
