// Every `match` path in firestore.rules is covered by the rules tests, operation by operation.
//
// Each test file declares what it covers in comment lines such as
//   // rules-coverage: /posts/{postId} allowed get list; denied get list create update delete
// "allowed" lists the operations it shows succeeding, "denied" those it shows refused. This file
// reads the rules and those declarations (it does not run the rules), and fails when a path has
// no declaration, an operation the rules allow has no allowed test, an operation has no denial
// test (unless the rules allow it to everyone, `if true`), or a declaration names a path that is
// no longer in the rules. Whether a file's tests match its declaration is for its reviewer to check.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
type Operation = (typeof OPERATIONS)[number];
const EXPANDS: Readonly<Record<string, readonly Operation[]>> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};
const ROOT_MATCH = '/databases/{database}/documents';

type RulesPath = {allowed: Set<Operation>; allowedToEveryone: Set<Operation>};

/** The match paths of firestore.rules (nested ones joined to their parent), with what they allow. */
function readRules(source: string): Map<string, RulesPath> {
  const paths = new Map<string, RulesPath>();
  // One entry per open brace: the full path for a `match` block, null for any other block.
  const blocks: (string | null)[] = [];
  const innermostMatch = () => blocks.filter((block): block is string => block !== null).at(-1);
  const code = source.replace(/(^|\s)\/\/.*$/gm, '$1');
  // Tokens: a match header, an allow statement (up to its condition's first word), or a brace.
  for (const token of code.matchAll(/match\s+(\S+)\s*\{|allow\s+([\w\s,]+):\s*if\s+(\S+)|[{}]/g)) {
    if (token[1] !== undefined) {
      const full = `${innermostMatch() ?? ''}${token[1]}`;
      blocks.push(full);
      if (full !== ROOT_MATCH) paths.set(full.slice(ROOT_MATCH.length), {allowed: new Set(), allowedToEveryone: new Set()});
    } else if (token[2] !== undefined) {
      const current = paths.get((innermostMatch() ?? '').slice(ROOT_MATCH.length));
      if (!current) throw new Error(`an allow statement outside a document match: ${token[0]}`);
      const condition = token[3].replace(/;$/, '');
      for (const method of token[2].split(',').map((word) => word.trim())) {
        const operations = EXPANDS[method];
        if (!operations) throw new Error(`unknown rules method "${method}"`);
        for (const operation of operations) {
          if (condition !== 'false') current.allowed.add(operation);
          if (condition === 'true') current.allowedToEveryone.add(operation);
        }
      }
    } else if (token[0] === '{') {
      blocks.push(null);
    } else {
      blocks.pop();
    }
  }
  return paths;
}

type Declared = {allowed: Set<Operation>; denied: Set<Operation>; files: Set<string>};

/** Every `rules-coverage:` line of the rules test files. */
function readDeclarations(directory: string): Map<string, Declared> {
  const declared = new Map<string, Declared>();
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(directory, file), 'utf8');
    for (const [, rulesPath, lists] of source.matchAll(/^\/\/ rules-coverage: (\S+) (.+)$/gm)) {
      const entry = declared.get(rulesPath) ?? {allowed: new Set<Operation>(), denied: new Set<Operation>(), files: new Set<string>()};
      entry.files.add(file);
      for (const list of lists.split(';')) {
        const [which, ...operations] = list.trim().split(/\s+/);
        if (which !== 'allowed' && which !== 'denied') throw new Error(`${file}: "${list.trim()}" must start with "allowed" or "denied"`);
        for (const operation of operations) {
          if (!(OPERATIONS as readonly string[]).includes(operation)) throw new Error(`${file}: unknown operation "${operation}"`);
          entry[which].add(operation as Operation);
        }
      }
      declared.set(rulesPath, entry);
    }
  }
  return declared;
}

const rules = readRules(readFileSync(path.join(__dirname, '../../firestore.rules'), 'utf8'));
const declared = readDeclarations(__dirname);

describe('firestore.rules coverage', () => {
  test('the rules file has the match paths this check knows how to read', () => {
    // A parser that found nothing would make every check below pass vacuously.
    expect(rules.size).toBeGreaterThanOrEqual(10);
    expect(rules.get('/posts/{postId}')?.allowed).toEqual(new Set(OPERATIONS));
    expect(rules.get('/newsletter/{subscriptionId}')?.allowed).toEqual(new Set(['create', 'update', 'list', 'delete']));
    expect(rules.get('/users/{userId}/chats/{chatId}/messages/{messageId}')).toBeDefined();
  });

  test.each([...rules.keys()])('%s has allowed and denied tests for every operation', (rulesPath) => {
    const {allowed, allowedToEveryone} = rules.get(rulesPath)!;
    const tests = declared.get(rulesPath);
    if (!tests) throw new Error(`${rulesPath}: no rules test file declares it (add a "// rules-coverage:" line)`);
    const missing = OPERATIONS.flatMap((operation) => [
      ...(allowed.has(operation) && !tests.allowed.has(operation) ? [`allowed ${operation}`] : []),
      ...(!allowedToEveryone.has(operation) && !tests.denied.has(operation) ? [`denied ${operation}`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  test('no test file declares a path or an allowed operation the rules do not have', () => {
    const stale = [...declared].flatMap(([rulesPath, {allowed, files}]) => {
      const inRules = rules.get(rulesPath);
      if (!inRules) return [`${rulesPath} (declared in ${[...files].join(', ')})`];
      return [...allowed].filter((operation) => !inRules.allowed.has(operation)).map((operation) => `${rulesPath} allowed ${operation}`);
    });
    expect(stale).toEqual([]);
  });
});
