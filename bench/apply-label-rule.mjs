// Applies the labelling rule in label-rule-error-page.md to every covered question of the docs
// assistant's evaluation set, and says how many questions of each half it changed.
// Usage: node bench/apply-label-rule.mjs [--dry-run]
// It rewrites only the lines of questions the rule reaches, so the file's layout stays as it is.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {register} from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FILE = path.join(ROOT, 'src/features/chat/retrieval/retrieval-questions.json');
const {splitOfText} = await import(path.join(ROOT, 'src/utils/evaluationSplit.ts'));
const {namesAnExplainedError, ERROR_PAGE} = await import(path.join(ROOT, 'src/features/chat/retrieval/labelRule.ts'));

const dryRun = process.argv.includes('--dry-run');
const set = JSON.parse(readFileSync(FILE, 'utf8'));
const earlier = new Set(set.earlierQuestions.map((entry) => entry.question));
const changed = {tuning: [], 'held-out': []};
const lines = readFileSync(FILE, 'utf8').split('\n').map((line) => {
  const match = /^(\s*)(\{"question".*\})(,?)$/.exec(line);
  if (!match) return line;
  const entry = JSON.parse(match[2]);
  if (!namesAnExplainedError(entry.question) || entry.answers.includes(ERROR_PAGE)) return line;
  const half = earlier.has(entry.question) ? 'tuning' : splitOfText(entry.question);
  changed[half].push(entry.question);
  const answers = [...entry.answers, ERROR_PAGE];
  return `${match[1]}{"question": ${JSON.stringify(entry.question)}, "answers": [${answers.map((a) => JSON.stringify(a)).join(', ')}]}${match[3]}`;
});
for (const half of ['tuning', 'held-out']) console.log(`${half}: ${changed[half].length} questions now list ${ERROR_PAGE}`);
if (dryRun) for (const question of changed.tuning) console.log(`  tuning: ${JSON.stringify(question)}`);
else writeFileSync(FILE, lines.join('\n'));
