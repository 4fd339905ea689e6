// Shared setup for the security-rules suites: the real Firestore emulator and firestore.rules.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {initializeTestEnvironment, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {setLogLevel} from 'firebase/firestore';

// Denied writes are the point of these tests; the SDK would log each one as a warning.
setLogLevel('silent');

export async function rulesTestEnvironment(): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId: process.env.PYDOCS_PROJECT_ID ?? 'demo-pydocs',
    firestore: {host, port: Number(port), rules: readFileSync(path.join(__dirname, '../../firestore.rules'), 'utf8')},
  });
}
