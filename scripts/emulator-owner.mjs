// Whose emulators answer on this checkout's ports? `npm start`, `npm test` and `npm run emulators`
// reuse emulators that already answer there, and then load firestore.rules and demo data into them
// (tests also delete every account and document). That is right for emulators this checkout started
// itself (`npm run emulators` in one terminal, `npm start` in another), and wrong for anything else
// on those ports: another checkout's test run, another project's `firebase emulators:start`.
//
// Neither emulator can say which checkout started it (the Auth emulator only warns about another
// project id, and any Firestore emulator serves any project), so the checkout keeps the record
// itself: whoever starts the emulators writes .emulators/running-<auth>-<firestore>.json with the
// ports, the project id and the emulators' process ids, and removes it when it stops them. Emulators
// are reused only when that record exists here, names the same ports and project, and one of its
// processes is still alive. A record left by a crash names dead processes and is ignored.
// No import.meta here: Jest loads this file through Babel for tests/unit/emulator-owner.test.ts.
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Set to 1 to reuse emulators on these ports whoever started them (their data is then changed). */
export const REUSE_ANY_EMULATORS = 'PYDOCS_REUSE_EMULATORS';

/** Thrown instead of reusing emulators this checkout did not start; its message says what to do. */
export class ForeignEmulatorsError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ForeignEmulatorsError';
  }
}

export function ownerRecordPath(root, authPort, firestorePort) {
  return path.join(root, '.emulators', `running-${authPort}-${firestorePort}.json`);
}

export function readOwnerRecord(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function writeOwnerRecord(file, record) {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/** Removes the record if the process `startedBy` wrote it (a later start may have replaced it). */
export function removeOwnerRecord(file, startedBy) {
  if (readOwnerRecord(file)?.startedBy === startedBy) rmSync(file, {force: true});
}

/** Whether a process with this id exists (signal 0 checks without sending anything). */
export function processIsAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM'; // it exists, but belongs to another user
  }
}

/**
 * Why the emulators answering on these ports must not be reused, or null when they are this
 * checkout's. `record` is what readOwnerRecord found (null when there is none).
 */
export function reuseProblem({record, projectId, authPort, firestorePort, isAlive = processIsAlive}) {
  if (!record) return 'this checkout did not start them (it keeps no record of emulators on these ports)';
  if (record.authPort !== authPort || record.firestorePort !== firestorePort) {
    return `this checkout's record is for other ports (Auth ${record.authPort}, Firestore ${record.firestorePort})`;
  }
  if (record.projectId !== projectId) return `this checkout started them for project ${record.projectId}, not ${projectId}`;
  const pids = Array.isArray(record.pids) ? record.pids : [];
  if (!pids.some((pid) => isAlive(pid))) {
    return `the emulators this checkout started there (process ${pids.join(', ') || 'unknown'}) have exited, so something else took the ports`;
  }
  return null;
}

/**
 * The message for a refusal: what answers, why it is not reused, and how to move the ports.
 * `found` says what answers (both emulators, or one port only).
 */
export function foreignEmulatorsMessage({found, problem, authPort, firestorePort, command = 'npm start'}) {
  // An example a hundred ports up; the hub and logging ports follow the Auth port (emulators.mjs).
  const next = {authPort: authPort + 100, firestorePort: firestorePort + 100};
  return [
    `${found},`,
    `but ${problem}.`,
    `This checkout will not load its rules and demo data into them (its tests would also delete their data).`,
    ``,
    `Either stop them, or give this checkout its own ports, for example:`,
    ``,
    `  PYDOCS_AUTH_EMULATOR_PORT=${next.authPort} PYDOCS_FIRESTORE_EMULATOR_PORT=${next.firestorePort} ${command}`,
    ``,
    `(The Auth emulator's hub and logging then use ${next.authPort + 1} and ${next.authPort + 2}; the dev server's port is PORT, 3000 unless set.)`,
    `To reuse emulators on these ports anyway, set ${REUSE_ANY_EMULATORS}=1.`,
  ].join('\n');
}

/** `npm start`, `npm test`, `npm run emulators`...: the command to repeat with other ports. */
export function npmCommand(lifecycleEvent) {
  if (!lifecycleEvent) return 'npm start';
  return ['start', 'test'].includes(lifecycleEvent) ? `npm ${lifecycleEvent}` : `npm run ${lifecycleEvent}`;
}

/** For `.catch()` on startEmulators(): a refusal ends the command with its message, no stack trace. */
export function exitOnForeignEmulators(error) {
  if (!(error instanceof ForeignEmulatorsError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
