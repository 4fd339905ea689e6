// The exercise half of the Python checker (run-python-blocks.mjs): every "Check yourself" exercise
// is run under the same Pyodide, prelude and check harness as the page's Check button.
//   coding task:        the reference solution passes every check; the starter code does not
//   predict the output: Python prints exactly the answer the page expects
//   multiple choice:    its code (if any) is valid Python
// Exercise ids are unique, except that a page's Python 3.13 copy may carry the same exercise.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {findCodeBlocks, parseFrontMatter} from '../../plugins/content/markdown-source.mjs';
import {parseExercise} from '../../plugins/exercises/exercise-source.mjs';

const normalise = (text) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');

/** docs/a/b.md and versioned_docs/version-3.13/a/b.md are the same page in two versions. */
const pageKey = (relative) => relative.replace(/^versioned_docs\/version-[^/]+\//, 'docs/');

const describeChecks = (checks) =>
  checks.map((check) => `${check.passed ? 'pass' : 'FAIL'}  ${check.name}${check.message ? `\n      ${check.message}` : ''}`).join('\n');

/**
 * Parses every file's exercises and compares their ids across the site. Returns the exercises of
 * each file (to run later, page by page) and what is wrong so far.
 * @param {string[]} files absolute paths
 * @param {string} root
 */
export function readExercises(files, root) {
  const failures = [];
  const failedIds = new Set();
  const byType = {code: 0, predict: 0, choice: 0};
  const byFile = new Map();
  const seen = new Map();
  let total = 0;
  let pages = 0;
  for (const file of files) {
    const relative = path.relative(root, file);
    if (!/\.mdx?$/.test(relative)) continue;
    const {body, bodyStartLine} = parseFrontMatter(readFileSync(file, 'utf8'));
    const fences = findCodeBlocks(body, bodyStartLine).filter((block) => block.lang === 'exercise');
    if (fences.length > 0) pages++;
    const parsed = [];
    for (const fence of fences) {
      total++;
      const where = `${relative}:${fence.line}`;
      let exercise;
      try {
        exercise = parseExercise(fence.code, fence.line);
      } catch (error) {
        failures.push({where, problem: error.message});
        failedIds.add(where);
        continue;
      }
      byType[exercise.type]++;
      const {line, ...definition} = exercise;
      const twin = seen.get(exercise.id);
      if (twin && (twin.page !== pageKey(relative) || twin.definition !== JSON.stringify(definition))) {
        failures.push({where, problem: `exercise id "${exercise.id}" is already used by ${twin.where}; ids are unique (a 3.13 copy of a page may repeat an exercise only unchanged)`});
        failedIds.add(where);
      }
      if (!twin) seen.set(exercise.id, {page: pageKey(relative), definition: JSON.stringify(definition), where});
      parsed.push({exercise, where});
    }
    byFile.set(file, parsed);
  }
  return {
    total,
    pages,
    byType,
    failures,
    byFile,
    get failedExercises() {
      return failedIds.size;
    },
    failedIds,
  };
}

/**
 * Runs one file's exercises in `python` (a worker of run-python-blocks.mjs), adding what fails to
 * `exercises.failures`.
 */
export async function checkExercisesOf(python, exercises, file) {
  for (const {exercise, where} of exercises.byFile.get(file) ?? []) {
    const fail = (problem, detail) => {
      exercises.failures.push({where, problem: `"${exercise.id}": ${problem}`, detail});
      exercises.failedIds.add(where);
    };
    if (exercise.type === 'code') {
      const solved = await python.check(exercise.solution, exercise.checks);
      if (solved.error) fail(`the reference solution raised ${solved.error.lastLine}`, solved.error.traceback);
      else if (!solved.checks.every((check) => check.passed)) fail('the reference solution fails a check', describeChecks(solved.checks));
      const started = await python.check(exercise.starter, exercise.checks);
      if (!started.error && started.checks.every((check) => check.passed)) fail('the starter code already passes every check');
      const unexplained = started.checks.filter((check) => !check.passed && /^This check failed/.test(check.message ?? ''));
      if (unexplained.length > 0) fail('a failing check gives the reader no explanation; give its assert a message', describeChecks(unexplained));
    } else if (exercise.type === 'predict') {
      await python.newNamespace();
      const result = await python.run(exercise.code, []);
      if (result.error) fail(`the code raised ${result.error.lastLine}`, result.error.traceback);
      else if (normalise(result.stdout) !== normalise(exercise.answer)) {
        fail('the answer is not what Python prints', `--- answer\n${exercise.answer}\n--- Python prints\n${normalise(result.stdout)}`);
      }
    } else if (exercise.code) {
      await python.newNamespace();
      const result = await python.run(exercise.code, []);
      if (result.error?.lastLine.startsWith('SyntaxError')) fail('the code is not valid Python', result.error.traceback);
    }
  }
}
