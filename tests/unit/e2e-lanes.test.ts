/** @jest-environment node */
// The end-to-end suite runs in two lanes side by side (playwright.config.ts): tests that use the
// Firebase emulators, one at a time since they reset shared data, and "static" tests beside them,
// which may open a page that reads data but never sign in, write or reset. A static spec that
// started doing so would race the other lane's resets: fail here.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {STATIC_SPECS} from '../../playwright.config';

const E2E = path.join(__dirname, '../e2e');
const specs = readdirSync(E2E).filter((file) => file.endsWith('.spec.ts'));
const isStatic = (file: string) => STATIC_SPECS.includes(`**/${file}`);

test('every spec in the static lane exists and never signs in, writes or resets emulator data', () => {
  for (const pattern of STATIC_SPECS) expect(specs).toContain(pattern.replace('**/', ''));
  for (const file of specs.filter(isStatic)) {
    const source = readFileSync(path.join(E2E, file), 'utf8');
    expect({file, usesEmulators: /support\/firebase|EMULATOR|signIn|createAccount/.test(source)}).toEqual({file, usesEmulators: false});
  }
});

test('the specs that use the emulators are in the serial lane', () => {
  const usingEmulators = specs.filter((file) => /support\/firebase/.test(readFileSync(path.join(E2E, file), 'utf8')));
  expect(usingEmulators.length).toBeGreaterThan(0);
  for (const file of usingEmulators) expect({file, static: isStatic(file)}).toEqual({file, static: false});
});
