/**
 * The import boundaries (eslint/boundaries.mjs, CONTRIBUTING.md "Boundaries") still fail a
 * violating import: each case is linted in memory with the project's own ESLint configuration, so a
 * rule switched off, a pattern that stops matching or a config that stops loading fails here.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

type Case = Readonly<{file: string; code: string}>;
type Finding = Readonly<{ruleId: string | null; message: string}>;

/** Lints every case with ESLint's Node API (`lintText`), in one Node process outside Jest's sandbox. */
function lint(cases: readonly Case[]): Finding[][] {
  const script = `
    import {ESLint} from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({cwd: process.cwd()});
    const results = [];
    for (const {file, code} of cases) {
      const [result] = await eslint.lintText(code, {filePath: file});
      results.push(result.messages.map(({ruleId, message}) => ({ruleId, message})));
    }
    process.stdout.write(JSON.stringify(results));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {cwd: ROOT, encoding: 'utf8'});
  return JSON.parse(output) as Finding[][];
}

const boundaryMessages = (findings: readonly Finding[]) => findings.filter((finding) => finding.ruleId === 'pydocs/boundaries').map((finding) => finding.message);

const CASES = {
  featureInternals: {file: 'src/features/site-footer/Example.ts', code: "import {useAuth} from '../auth/AuthProvider';\nexport const use = useAuth;\n"},
  featureIndex: {file: 'src/features/site-footer/Example.ts', code: "import {useAuth} from '../auth';\nexport const use = useAuth;\n"},
  featureInternalsByAlias: {file: 'src/theme/Example.ts', code: "export const load = () => import('@site/src/features/firebase/firestoreSdk');\n"},
  ownFeature: {file: 'src/features/auth/Example.ts', code: "import {useAuth} from './AuthProvider';\nexport const use = useAuth;\n"},
  testReachesIn: {file: 'src/features/site-footer/Example.test.ts', code: "import {useAuth} from '../auth/AuthProvider';\nexport const use = useAuth;\n"},
  pluginValue: {file: 'src/features/chat/Example.ts', code: "import {buildChatIndex} from '@site/plugins/chat-index';\nexport const build = buildChatIndex;\n"},
  declaredPluginType: {file: 'src/features/chat/Example.ts', code: "import type {ChatIndexData} from '@site/plugins/chat-index';\nexport type Data = ChatIndexData;\n"},
  undeclaredPluginType: {file: 'src/theme/Example.ts', code: "import type {ClientManifest} from '@site/plugins/page-scripts/manifest';\nexport type Manifest = ClientManifest;\n"},
  clientImportsBuildCode: {file: 'plugins/idle-prefetch/client/example.ts', code: "import plugin from '../index';\nexport const p = plugin;\n"},
  clientImportsOwnClient: {file: 'plugins/idle-prefetch/client/example.ts', code: "import {SLICE_MS} from './idlePrefetcher';\nexport const ms = SLICE_MS;\n"},
  srcImportsClient: {file: 'src/pages/example.tsx', code: "import '@site/plugins/idle-prefetch/client';\n"},
} satisfies Record<string, Case>;

describe('import boundaries (npm run lint)', () => {
  const names = Object.keys(CASES) as Array<keyof typeof CASES>;
  let found: Record<keyof typeof CASES, string[]>;
  beforeAll(() => {
    const results = lint(names.map((name) => CASES[name]));
    found = Object.fromEntries(names.map((name, index) => [name, boundaryMessages(results[index])])) as typeof found;
  }, 120_000);

  test('another feature is used through its index, not its files (static or dynamic import)', () => {
    expect(found.featureInternals).toEqual(["Use the 'auth' feature through its index (src/features/auth): '../auth/AuthProvider' reaches into it."]);
    expect(found.featureInternalsByAlias).toEqual([
      "Use the 'firebase' feature through its index (src/features/firebase): '@site/src/features/firebase/firestoreSdk' reaches into it.",
    ]);
    expect(found.featureIndex).toEqual([]);
    expect(found.ownFeature).toEqual([]);
    expect(found.testReachesIn).toEqual([]);
  });

  test('src/ takes only declared types from plugins/', () => {
    expect(found.pluginValue).toEqual([
      "src/ takes only types from plugins/, and only from the build-time data files declared in eslint.config.mjs: '@site/plugins/chat-index'.",
    ]);
    expect(found.undeclaredPluginType).toHaveLength(1);
    expect(found.declaredPluginType).toEqual([]);
  });

  test("a plugin's browser code stays in its client modules", () => {
    expect(found.clientImportsBuildCode).toEqual([
      "A plugin's client module ships to the browser: it may import only its own plugin's client modules, not '../index'.",
    ]);
    expect(found.clientImportsOwnClient).toEqual([]);
    expect(found.srcImportsClient).toEqual([
      "'@site/plugins/idle-prefetch/client' is a plugin's client module: Docusaurus loads it (getClientModules or a module replacement), nothing in src/ imports it.",
    ]);
  });
});
