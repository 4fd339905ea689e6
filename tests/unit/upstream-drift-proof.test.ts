/** @jest-environment node */
// The drift guards can fail: each is run against installed Docusaurus files changed the way an
// upgrade might change them, and must then fail with a message naming its tweak. Without this, a
// guard that read the wrong file, or compared nothing, would pass for ever.
import {
  assertNoDrift,
  blockAfter,
  fingerprint,
  functionSource,
  normalise,
  readInstalled,
  versionMessage,
  type DriftGuard,
} from './upstream-drift';
import {GUARDS} from './upstream-drift-guards';

type Edit = (source: string, file: string) => string;
let mockEdit: Edit | undefined;

// The guards read upstream files through readInstalled: here it can hand them an edited copy.
jest.mock('./upstream-drift', () => {
  const actual = jest.requireActual<typeof import('./upstream-drift')>('./upstream-drift');
  return {
    ...actual,
    readInstalled: (name: string, file: string) => {
      const source = actual.readInstalled(name, file);
      return source === undefined || mockEdit === undefined ? source : mockEdit(source, file);
    },
  };
});

afterEach(() => {
  mockEdit = undefined;
});

/** The message the guard fails with, or undefined if it passes. */
function failureOf(guard: DriftGuard): string | undefined {
  try {
    assertNoDrift(guard);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the helper', () => {
  test('a fingerprint ignores comments and layout, not code', () => {
    const code = 'function f(a) {\n  return a.localeCompare(b);\n}';
    expect(fingerprint(`/** docs */\n${code.replace(/\n\s*/g, '\n    ')}\n// trailing note`)).toBe(fingerprint(code));
    expect(fingerprint(code.replace('localeCompare', 'compare'))).not.toBe(fingerprint(code));
    expect(normalise('const url = "http://x"; // kept: a // inside a line may be a string')).toContain('http://x');
  });

  test('a function is found whole, braces in its defaults and strings included', () => {
    const source = 'export function other() {}\nexport function pick(all, options = {}) {\n  if (x) { throw new Error(`${all}`); }\n  return 1;\n}\nconst after = 2;';
    expect(functionSource(source, 'pick')).toBe('function pick(all, options = {}) {\n  if (x) { throw new Error(`${all}`); }\n  return 1;\n}');
    expect(functionSource(source, 'missing')).toBeUndefined();
    expect(blockAfter('a: 1, cacheGroups: { b: { c: 1 } }, d: 2', 'cacheGroups:')).toBe('cacheGroups: { b: { c: 1 } }');
  });
});

describe('every guard fails, naming its tweak, when what it reads upstream changes', () => {
  // An upgrade that renames things: every word of four letters or more gets a suffix.
  const renameEverything: Edit = (source) => source.replace(/\b([A-Za-z]{4,})\b/g, '$1Next');

  test.each(GUARDS.map((guard) => [`${guard.tweak}: ${guard.upstream}`, guard] as const))('%s', (_name, guard) => {
    expect(failureOf(guard)).toBeUndefined();
    mockEdit = renameEverything;
    const message = failureOf(guard);
    expect(message).toMatch(new RegExp(`^${guard.tweak.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .* changed \\(.+\\); .+\\.$`));
    expect(message).toContain(guard.recheck);
  });
});

describe('guards say what changed', () => {
  const guard = (tweak: string, upstream: RegExp) => {
    const found = GUARDS.find((candidate) => candidate.tweak === tweak && upstream.test(candidate.upstream));
    if (!found) throw new Error(`no guard for ${tweak} ${upstream}`);
    return found;
  };

  test('page-scripts: a line core adds to its template is named, with what to do', () => {
    mockEdit = (source, file) => (file.endsWith('ssgTemplate.html.js') ? source.replace('<meta charset="UTF-8">', '<meta charset="UTF-8">\n    <meta name="color-scheme" content="light">') : source);
    expect(failureOf(guard('page-scripts', /SSR template/))).toBe(
      "page-scripts: @docusaurus/core's SSR template (lib/ssg/ssgTemplate.html.js) changed (the copy lacks, or has out of order, the line \"<meta name=\\\"color-scheme\\\" content=\\\"light\\\">\"); " +
        're-copy it into plugins/page-scripts/template.ts, changing only how the scripts start, and re-run tests/e2e/page-start.spec.ts.',
    );
  });

  test('page-scripts: core starting its scripts another way is caught', () => {
    mockEdit = (source, file) => (file.endsWith('ssgTemplate.html.js') ? source.replace('" defer></script>', '" type="module"></script>') : source);
    expect(failureOf(guard('page-scripts', /SSR template/))).toMatch(/its `<script defer>` loop is not the one the copy replaces/);
  });

  test('idle-prefetch: window.docusaurus defined instead of assigned is caught', () => {
    mockEdit = (source, file) => (file.endsWith('clientEntry.js') ? source.replace('window.docusaurus = docusaurus;', "Object.defineProperty(window, 'docusaurus', {value: docusaurus});") : source);
    expect(failureOf(guard('idle-prefetch', /clientEntry/))).toMatch(/^idle-prefetch: .* changed \(clientEntry\.js no longer has "window\.docusaurus = docusaurus;"\); check that window\.docusaurus is still set by a plain assignment/);
  });

  test('lazy-highlighter: the theme no longer registering prism-include-languages is caught', () => {
    mockEdit = (source, file) => (file === 'lib/index.js' ? source.replace("'./prism-include-languages',", '') : source);
    expect(failureOf(guard('lazy-highlighter', /prism-include-languages/))).toMatch(/getClientModules\(\) in lib\/index\.js no longer has "'\.\/prism-include-languages'"/);
  });

  test('a guard written against another Docusaurus release asks for a review', () => {
    const written = GUARDS[0];
    const older = {...written, writtenAgainst: {...written.writtenAgainst, version: '3.9.0'}};
    expect(versionMessage(written)).toBeUndefined();
    expect(versionMessage(older)).toMatch(/^page-scripts: written against @docusaurus\/core 3\.9\.0, \d+\.\d+\.\d+\S* is installed; re-check .*SSR template.*, then record .* as REVIEWED in tests\/unit\/upstream-drift-guards\.ts\.$/);
  });
});

test('readInstalled reads the installed package, and says so when a file is gone', () => {
  expect(readInstalled('@docusaurus/core', 'lib/ssg/ssgTemplate.html.js')).toContain('<div id="__docusaurus">');
  expect(readInstalled('@docusaurus/core', 'lib/no-such-file.js')).toBeUndefined();
});
