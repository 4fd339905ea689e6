#!/usr/bin/env node
// Executes every Python example in the docs, tutorials and code examples and checks the output the
// page shows, then checks every "Check yourself" exercise: a coding task's reference solution
// passes its checks and its starter code does not, and a predict-the-output answer is what Python
// prints. Usage: node tests/examples/run-python-blocks.mjs [files...]  (default: all content)
// Conventions are documented in CONTRIBUTING.md.
import {Worker} from 'node:worker_threads';
import {readFileSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {globSync} from 'tinyglobby';
import {findCodeBlocks, parseFrontMatter, pythonExamples} from '../../plugins/content/markdown-source.mjs';
import {availableParallelism} from 'node:os';
import {checkExercisesOf, readExercises} from './check-exercises.mjs';
import {PYTHON_RUNTIMES, pythonOfContentFile} from '../../plugins/pyodide-runtime/runtimes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TIME_LIMIT_MS = 20_000;
const MIN_RUN_RATIO = 0.9;
export const CONTENT_GLOBS = [
  'docs/**/*.{md,mdx}',
  'versioned_docs/**/*.{md,mdx}',
  'tutorials/**/*.{md,mdx}',
  'examples/**/*.md',
  'faq/**/*.md',
];

const explicitFiles = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const files = explicitFiles.length
  ? explicitFiles.map((file) => path.resolve(file))
  : globSync(CONTENT_GLOBS, {cwd: root, absolute: true}).sort();

/** Trailing spaces and trailing blank lines are not something a reader can see. */
const normalise = (text) => text.replace(/\r\n/g, '\n').split('\n').map((line) => line.trimEnd()).join('\n').trimEnd();

/** A worker thread running one Python: `python` is "3.14" or "3.13" (plugins/pyodide-runtime/runtimes.mjs). */
function startWorker(python) {
  const interruptBuffer = new SharedArrayBuffer(4);
  const {packageName} = PYTHON_RUNTIMES.find((runtime) => runtime.python === python);
  const worker = new Worker(new URL('./python-worker.mjs', import.meta.url), {
    workerData: {
      pyodidePackage: packageName,
      interruptBuffer,
      preludePath: path.join(root, 'src/features/runner/prelude.py'),
      runnerPath: path.join(root, 'src/features/runner/worker/run_example.py'),
      checkerPath: path.join(root, 'src/features/runner/worker/check_exercise.py'),
    },
  });
  const interrupt = new Int32Array(interruptBuffer);
  let pending = null;
  worker.on('message', (message) => pending?.(message));
  worker.on('error', (error) => {
    console.error(error);
    process.exit(1);
  });
  const request = (message) =>
    new Promise((resolve) => {
      pending = resolve;
      if (message) worker.postMessage(message);
    });
  return {
    python,
    ready: request(null),
    newNamespace: () => request({type: 'new-namespace'}),
    run: async (code, stdin) => {
      const timer = setTimeout(() => (interrupt[0] = 2), TIME_LIMIT_MS);
      const result = await request({type: 'run', code, stdin});
      clearTimeout(timer);
      return result;
    },
    check: async (code, checks) => {
      const timer = setTimeout(() => (interrupt[0] = 2), TIME_LIMIT_MS);
      const result = await request({type: 'check', code, checks});
      clearTimeout(timer);
      return result;
    },
    stop: () => worker.terminate(),
  };
}

const failures = [];
const skipped = [];
let total = 0;
let ran = 0;
let checked = 0;

/** Runs a page's examples in order (in one namespace when the page shares its session). */
async function checkExamples(python, file) {
  const relative = path.relative(root, file);
  const {data, body, bodyStartLine} = parseFrontMatter(readFileSync(file, 'utf8'));
  const examples = pythonExamples(findCodeBlocks(body, bodyStartLine));
  if (examples.length === 0) return;
  const shared = data.python_session === 'shared';
  if (shared) await python.newNamespace();
  for (const example of examples) {
    total++;
    const where = `${relative}:${example.line}`;
    const {norun, nocheck, raises, stdin} = example.attrs;
    if (norun !== undefined) {
      if (norun === true || norun.trim() === '') failures.push({where, problem: 'norun needs a reason: norun="why"'});
      skipped.push({where, reason: norun});
      continue;
    }
    if (!shared) await python.newNamespace();
    const stdinLines = typeof stdin === 'string' ? stdin.split('|') : [];
    const result = await python.run(example.code, stdinLines);
    ran++;
    if (result.error && (!raises || !result.error.lastLine.startsWith(`${raises}`))) {
      failures.push({where, problem: `raised ${result.error.lastLine}`, detail: result.error.traceback});
      continue;
    }
    if (raises && !result.error) {
      failures.push({where, problem: `expected ${raises} but nothing was raised`});
      continue;
    }
    const shown = normalise(result.stdout + (raises && result.error ? `${result.error.lastLine}\n` : ''));
    if (nocheck !== undefined) continue;
    if (example.expected === null) {
      if (shown !== '') failures.push({where, problem: 'prints output but has no ```output block after it', detail: shown});
      continue;
    }
    checked++;
    const expected = normalise(example.expected);
    if (shown !== expected) {
      failures.push({where, problem: 'output differs from the page', detail: `--- page shows\n${expected}\n--- Python prints\n${shown}`});
    }
  }
}

// Pages are shared out between one Pyodide worker per core (two at most: each holds a whole
// Python), each page's examples and then its exercises in one worker, on the Python the page's
// Run button uses (3.13 for versioned_docs/version-3.13). Each worker keeps to one Python while
// pages for it remain, and starts the other when only those are left. Exercises are parsed and
// their ids compared first, for the whole site.
const exercises = readExercises(files, root);
const queues = new Map(PYTHON_RUNTIMES.map(({python}) => [python, []]));
for (const file of files) queues.get(pythonOfContentFile(path.relative(root, file))).push(file);
const pythonsUsed = new Map();
const workerCount = Math.max(1, Math.min(2, availableParallelism(), files.length));
const workers = Array.from({length: workerCount}, async (_, index) => {
  // The first worker starts on the current Python, the second on the next one.
  const preference = [...PYTHON_RUNTIMES.slice(index % PYTHON_RUNTIMES.length), ...PYTHON_RUNTIMES.slice(0, index % PYTHON_RUNTIMES.length)].map(({python}) => python);
  let worker = null;
  for (const python of preference) {
    const queue = queues.get(python);
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (worker?.python !== python) {
        await worker?.stop();
        worker = startWorker(python);
        const {python: version} = await worker.ready;
        pythonsUsed.set(python, version);
      }
      await checkExamples(worker, file);
      await checkExercisesOf(worker, exercises, file);
    }
  }
  await worker?.stop();
});
await Promise.all(workers);
failures.sort((a, b) => a.where.localeCompare(b.where, 'en', {numeric: true}));
exercises.failures.sort((a, b) => a.where.localeCompare(b.where, 'en', {numeric: true}));

for (const {where, problem, detail} of failures) {
  console.log(`FAIL ${where}: ${problem}`);
  if (detail) console.log(detail.split('\n').map((line) => `    ${line}`).join('\n'));
}
if (process.argv.includes('--list-skipped') || explicitFiles.length === 0) {
  for (const {where, reason} of skipped) console.log(`skip ${where}: ${reason}`);
}
const ratio = total ? ran / total : 1;
console.log(
  `Python examples: ${total} blocks in ${files.length} files; ran ${ran} (${(ratio * 100).toFixed(1)}%), ` +
    `outputs checked ${checked}, skipped ${skipped.length} (norun, with reasons), failures ${failures.length}; ` +
    `ran on ${[...pythonsUsed].map(([python, version]) => `Python ${version} (${python} pages)`).join(' and ')}`,
);
const ratioTooLow = explicitFiles.length === 0 && ratio < MIN_RUN_RATIO;
if (ratioTooLow) console.log(`FAIL only ${(ratio * 100).toFixed(1)}% of Python blocks run; at least ${MIN_RUN_RATIO * 100}% must`);

const passed = ran - failures.filter((failure) => !failure.problem.startsWith('norun')).length;
mkdirSync(path.join(root, 'test-results'), {recursive: true});
if (explicitFiles.length === 0) {
  writeFileSync(
    path.join(root, 'test-results/examples.json'),
    JSON.stringify({suite: 'python-examples', passed, failed: failures.length + (ratioTooLow ? 1 : 0), total, ran, checked, skipped: skipped.length}),
  );
}

for (const {where, problem, detail} of exercises.failures) {
  console.log(`FAIL ${where}: ${problem}`);
  if (detail) console.log(detail.split('\n').map((line) => `    ${line}`).join('\n'));
}
console.log(
  `Exercises: ${exercises.total} in ${exercises.pages} pages (${exercises.byType.code} coding, ${exercises.byType.predict} predict the output, ` +
    `${exercises.byType.choice} multiple choice); failures ${exercises.failures.length}`,
);
if (explicitFiles.length === 0) {
  writeFileSync(
    path.join(root, 'test-results/exercises.json'),
    JSON.stringify({suite: 'exercises', passed: exercises.total - exercises.failedExercises, failed: exercises.failures.length, total: exercises.total, ...exercises.byType}),
  );
}
process.exit(failures.length || ratioTooLow || exercises.failures.length ? 1 : 0);
