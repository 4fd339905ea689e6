/** @jest-environment node */
// Fails `npm test` with a message naming the tweak when a Docusaurus upgrade changes code a
// performance plugin or swizzle copied or relies on (./upstream-drift-guards.ts).
import {assertNoDrift, versionMessage} from './upstream-drift';
import {GUARDS} from './upstream-drift-guards';

describe('the Docusaurus code the performance tweaks copied or rely on is still what they were written against', () => {
  test.each(GUARDS.map((guard) => [`${guard.tweak}: ${guard.upstream}`, guard] as const))('%s', (_name, guard) => {
    assertNoDrift(guard);
  });

  test.each(GUARDS.map((guard) => [`${guard.tweak}: ${guard.writtenAgainst.package}`, guard] as const))(
    'a Docusaurus upgrade makes %s be reviewed',
    (_name, guard) => {
      const message = versionMessage(guard);
      if (message !== undefined) throw new Error(message);
    },
  );
});
