/**
 * @jest-environment node
 *
 * `npm start`, `npm test` and `npm run emulators` reuse Firebase emulators already answering on
 * their ports only when this checkout started them, and refuse anything else with a message that
 * says how to move the ports (scripts/emulator-owner.mjs, used by scripts/emulators.mjs).
 */
import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  foreignEmulatorsMessage,
  npmCommand,
  ownerRecordPath,
  processIsAlive,
  readOwnerRecord,
  removeOwnerRecord,
  reuseProblem,
  writeOwnerRecord,
  type OwnerRecord,
} from '../../scripts/emulator-owner.mjs';

const PORTS = {projectId: 'demo-pydocs', authPort: 9099, firestorePort: 8080};
const OURS: OwnerRecord = {...PORTS, pids: [4242, 4243], startedBy: 4200};
const alive = (pids: number[]) => (pid: number) => pids.includes(pid);

describe('whether emulators answering on the ports are reused', () => {
  test('emulators this checkout started, still running, are reused', () => {
    expect(reuseProblem({...PORTS, record: OURS, isAlive: alive([4242, 4243])})).toBeNull();
    // The command that started them may have gone (a crash) while the emulators run on.
    expect(reuseProblem({...PORTS, record: OURS, isAlive: alive([4243])})).toBeNull();
  });

  test('emulators this checkout keeps no record of are refused (another checkout, another project)', () => {
    expect(reuseProblem({...PORTS, record: null, isAlive: () => true})).toMatch(/this checkout did not start them/);
  });

  test('a record left behind by emulators that have exited does not vouch for what answers now', () => {
    expect(reuseProblem({...PORTS, record: OURS, isAlive: alive([])})).toMatch(/have exited, so something else took the ports/);
  });

  test('a record for other ports or another project id is not ours', () => {
    expect(reuseProblem({...PORTS, record: {...OURS, firestorePort: 8180}, isAlive: () => true})).toMatch(/record is for other ports/);
    expect(reuseProblem({...PORTS, record: {...OURS, projectId: 'demo-other'}, isAlive: () => true})).toMatch(/for project demo-other, not demo-pydocs/);
  });

  test('the refusal names the ports, the reason, and the variables that move them (hub and logging follow Auth)', () => {
    const message = foreignEmulatorsMessage({
      found: 'Firebase emulators are already answering on 127.0.0.1:9099 (Auth) and 127.0.0.1:8080 (Firestore)',
      problem: 'this checkout did not start them',
      authPort: 9099,
      firestorePort: 8080,
      command: 'npm start',
    });
    expect(message).toContain('127.0.0.1:9099 (Auth) and 127.0.0.1:8080 (Firestore),\nbut this checkout did not start them.');
    expect(message).toContain('  PYDOCS_AUTH_EMULATOR_PORT=9199 PYDOCS_FIRESTORE_EMULATOR_PORT=8180 npm start');
    expect(message).toContain("hub and logging then use 9200 and 9201; the dev server's port is PORT");
    expect(message).toContain('PYDOCS_REUSE_EMULATORS=1');
  });

  test('the command to repeat is the npm command that was run', () => {
    expect(npmCommand('start')).toBe('npm start');
    expect(npmCommand('test')).toBe('npm test');
    expect(npmCommand('emulators')).toBe('npm run emulators');
    expect(npmCommand(undefined)).toBe('npm start');
  });
});

describe('the record a checkout keeps of the emulators it started', () => {
  test('is written per pair of ports and removed only by the process that wrote it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pydocs-owner-'));
    const file = ownerRecordPath(root, 9099, 8080);
    expect(file).toBe(path.join(root, '.emulators', 'running-9099-8080.json'));
    expect(readOwnerRecord(file)).toBeNull();
    writeOwnerRecord(file, OURS);
    expect(readOwnerRecord(file)).toEqual(OURS);
    removeOwnerRecord(file, 9999); // another run's cleanup: not its record
    expect(existsSync(file)).toBe(true);
    removeOwnerRecord(file, OURS.startedBy);
    expect(existsSync(file)).toBe(false);
  });

  test('a live process counts as running, an unused process id does not', () => {
    expect(processIsAlive(process.pid)).toBe(true);
    expect(processIsAlive(2 ** 22 + 12345)).toBe(false);
    expect(processIsAlive(0)).toBe(false);
  });
});

describe('a command that needs the emulators, with something else on their ports', () => {
  // Two plain HTTP servers that answer every request with 200, as any emulator's root URL does.
  const servers: Server[] = [];
  const listen = () =>
    new Promise<number>((resolve) => {
      const server = createServer((_request, response) => response.writeHead(200, {'content-type': 'application/json'}).end('{}'));
      servers.push(server);
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  test('refuses them, runs nothing, and says how to move the ports', async () => {
    const [authPort, firestorePort] = [await listen(), await listen()];
    const root = path.resolve(__dirname, '../..');
    const result = await new Promise<{code: number | null; stdout: string; stderr: string}>((resolve) => {
      const child = execFile(
        process.execPath,
        [path.join(root, 'scripts/with-emulators.mjs'), '--', process.execPath, '-e', "console.log('the command ran')"],
        {
          cwd: root,
          env: {...process.env, PYDOCS_AUTH_EMULATOR_PORT: String(authPort), PYDOCS_FIRESTORE_EMULATOR_PORT: String(firestorePort), npm_lifecycle_event: 'test', PYDOCS_REUSE_EMULATORS: ''},
          timeout: 60_000,
        },
        (_error, stdout, stderr) => resolve({code: child.exitCode, stdout, stderr}),
      );
    });
    expect(result.stdout).not.toContain('the command ran');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Firebase emulators are already answering on 127.0.0.1:${authPort} (Auth) and 127.0.0.1:${firestorePort} (Firestore),`);
    expect(result.stderr).toContain('this checkout did not start them');
    expect(result.stderr).toContain(`PYDOCS_AUTH_EMULATOR_PORT=${authPort + 100} PYDOCS_FIRESTORE_EMULATOR_PORT=${firestorePort + 100} npm test`);
  }, 90_000);
});
