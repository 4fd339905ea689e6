#!/usr/bin/env node
// Runs a command with the Firebase emulators up, then stops them whatever the command did.
//   node scripts/with-emulators.mjs [--seed] -- <command> [args...]
//   node scripts/with-emulators.mjs --seed --keep      (emulators only, until Ctrl-C)
import {spawn} from 'node:child_process';
import {AUTH_HOST, FIRESTORE_HOST, ROOT, emulatorEnv, startEmulators, stopOnExit} from './emulators.mjs';
import {exitOnForeignEmulators} from './emulator-owner.mjs';
import {seedDemoData, DEMO_ACCOUNTS} from './seed.mjs';

const args = process.argv.slice(2);
const separator = args.indexOf('--');
const options = separator === -1 ? args : args.slice(0, separator);
const command = separator === -1 ? [] : args.slice(separator + 1);

const started = Date.now();
const emulators = await startEmulators().catch(exitOnForeignEmulators);
const cleanup = stopOnExit(emulators.stop);
console.log(`Firebase emulators ready in ${((Date.now() - started) / 1000).toFixed(1)} s (Auth ${AUTH_HOST}, Firestore ${FIRESTORE_HOST}).`);

let exitCode = 0;
try {
  if (options.includes('--seed')) {
    await seedDemoData();
    console.log('Demo accounts:');
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email}  /  ${account.password}${account.admin ? '  (admin)' : ''}`);
  }
  if (command.length > 0) {
    exitCode = await new Promise((resolve) => {
      const child = spawn(command[0], command.slice(1), {
        cwd: ROOT,
        stdio: 'inherit',
        env: {...process.env, ...emulatorEnv()},
        shell: process.platform === 'win32',
      });
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } else if (options.includes('--keep')) {
    console.log('Emulators running. Press Ctrl-C to stop them.');
    await new Promise(() => {});
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
