// Applies the labelling rules in label-rules.md to every covered question of the docs assistant's
// evaluation set, and says how many questions of each half each answer was added to.
// Usage: node bench/apply-label-rule.mjs [--dry-run]
// It rewrites only the lines of questions the rule reaches, so the file's layout stays as it is.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {withAddedAnswers} from './question-lists.mjs';
import {fileURLToPath} from 'node:url';
import {register} from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FILE = path.join(ROOT, 'src/features/chat/retrieval/retrieval-questions.json');
const {splitOfText} = await import(path.join(ROOT, 'src/utils/evaluationSplit.ts'));
const {answersByRule} = await import(path.join(ROOT, 'src/features/chat/retrieval/labelRule.ts'));

const dryRun = process.argv.includes('--dry-run');
const set = JSON.parse(readFileSync(FILE, 'utf8'));
const earlier = new Set(set.earlierQuestions.map((entry) => entry.question));
const {text, changes} = withAddedAnswers(readFileSync(FILE, 'utf8'), answersByRule);
const added = new Map(); // answer → {tuning: [questions], 'held-out': [questions]}
for (const {question, added: answers} of changes) {
  const half = earlier.has(question) ? 'tuning' : splitOfText(question);
  for (const answer of answers) {
    if (!added.has(answer)) added.set(answer, {tuning: [], 'held-out': []});
    added.get(answer)[half].push(question);
  }
}
for (const [answer, halves] of added) {
  console.log(`${answer}: added to ${halves.tuning.length} tuning and ${halves['held-out'].length} held-out questions`);
  // The held-out questions are only counted: reading them one by one is what the split forbids.
  if (dryRun) for (const question of halves.tuning) console.log(`  tuning: ${JSON.stringify(question)}`);
}
if (added.size === 0) console.log('every question already lists what the rules give it');
if (!dryRun) writeFileSync(FILE, text);
