#!/usr/bin/env node
// `npm start`: the Firebase emulators with demo data, then the Docusaurus dev server. Ctrl-C stops
// everything this script started. Emulators already on the ports are reused only if this checkout
// started them (`npm run emulators`); anything else there is refused (scripts/emulator-owner.mjs).
// Ports: PYDOCS_AUTH_EMULATOR_PORT, PYDOCS_FIRESTORE_EMULATOR_PORT, and PORT for the dev server.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {AUTH_HOST, FIRESTORE_HOST, ROOT, emulatorEnv, startEmulators, stopOnExit} from './emulators.mjs';
import {exitOnForeignEmulators} from './emulator-owner.mjs';
import {DEMO_ACCOUNTS, seedDemoData} from './seed.mjs';

console.log('Starting the Firebase emulators (Auth + Firestore)...');
const emulators = await startEmulators().catch(exitOnForeignEmulators);
const cleanup = stopOnExit(emulators.stop);
try {
  const seeded = await seedDemoData();
  console.log(`\nFirebase emulators: Auth ${AUTH_HOST}, Firestore ${FIRESTORE_HOST} (project demo-pydocs)`);
  console.log(`Seeded ${seeded.accounts} demo accounts and ${seeded.questions} community questions. Sign in with:`);
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.email.padEnd(20)} password: ${account.password}${account.admin ? '   (admin: can moderate)' : ''}`);
  }
  console.log('');
} catch (error) {
  console.error('Seeding the demo data failed:', error);
  await cleanup();
  process.exit(1);
}

const port = process.env.PORT ?? '3000';
const site = spawn(path.join(ROOT, 'node_modules/.bin/docusaurus'), ['start', '--port', port, '--host', 'localhost', '--no-open'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {...process.env, ...emulatorEnv()},
});
site.on('exit', async (code) => {
  await cleanup();
  process.exit(code ?? 0);
});
