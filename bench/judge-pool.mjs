// Draws the pool of the third labelling rule (label-rules.md): the sections the docs assistant
// cites that a question's answer list does not match, with calibration items mixed in, shuffled
// and split between two judges (one item in five to both). Usage:
//   node bench/judge-pool.mjs OUT_DIR [ROUND]
// Sections already judged in an earlier round (bench/judgements.json) are not drawn again; ROUND
// (default 1) prefixes the new items' ids so that rounds never collide. It writes
// OUT_DIR/judge-A.json and judge-B.json (what each judge sees: an id, the question and the
// section, nothing else) and OUT_DIR/key.json (what each id is; for apply-judgements.mjs only).
// It prints only counts per half: the held-out questions are not read one by one.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {register} from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [out, round = '1'] = process.argv.slice(2);
if (!out) throw new Error('usage: node bench/judge-pool.mjs OUT_DIR [ROUND]');
const JUDGEMENTS = path.join(ROOT, 'bench/judgements.json');
const judgedBefore = new Set(
  (existsSync(JUDGEMENTS) ? JSON.parse(readFileSync(JUDGEMENTS, 'utf8')) : []).map((record) => `${record.question}\n${record.section}`),
);
const {buildChatIndex} = await import(path.join(ROOT, 'plugins/chat-index/index.ts'));
const {PassageIndex} = await import(path.join(ROOT, 'src/features/chat/retrieval/searchIndex.ts'));
const {evaluateRetrieval, answersQuestion, splitOf} = await import(path.join(ROOT, 'src/features/chat/retrieval/evaluation.ts'));
const {fnv1a} = await import(path.join(ROOT, 'src/utils/evaluationSplit.ts'));

const set = JSON.parse(readFileSync(path.join(ROOT, 'src/features/chat/retrieval/retrieval-questions.json'), 'utf8'));
const index = new PassageIndex(buildChatIndex(ROOT));
const earlier = new Set(set.earlierQuestions.map((entry) => entry.question));
const halfOf = (question) => (earlier.has(question) ? 'tuning' : splitOf(question));
const questions = [...set.earlierQuestions, ...set.questions];
const results = evaluateRetrieval(index, questions);

const CALIBRATION_SHARE = 0.1;
// FNV-1a, then MurmurHash3's finaliser: FNV's high bits barely change with a string's last letters.
const mix = (hash) => {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};
const random = (text) => mix(fnv1a(`judge-pool 2026-11-27 ${text}`)) / 2 ** 32;
const items = [];
const counts = {tuning: {pool: 0, calibration: 0}, 'held-out': {pool: 0, calibration: 0}};
results.forEach((result, i) => {
  const {answers} = questions[i];
  const listed = (url) => answers.some((expected) => answersQuestion(url, expected));
  const half = halfOf(result.question);
  const judge = (url, kind) => {
    if (judgedBefore.has(`${result.question}\n${url}`)) return;
    items.push({question: result.question, url, kind, half});
    counts[half][kind] += 1;
  };
  if (result.top.length === 0) return;
  if (!listed(result.top[0])) judge(result.top[0], 'pool');
  else if (random(result.question) < CALIBRATION_SHARE) judge(result.top[0], 'calibration');
  if (result.rank === -1) for (const url of result.top.slice(1)) judge(url, 'pool');
});

const sectionOf = (url) => {
  const passage = index.passagesOf(url.split('#')[0]).find((candidate) => candidate.url === url);
  if (!passage) throw new Error(`no section ${url}`);
  return {page: passage.pageTitle, heading: passage.heading || '(the page introduction)', text: passage.text, code: passage.code};
};
items.sort((a, b) => random(`${a.question} ${a.url}`) - random(`${b.question} ${b.url}`));
const key = {};
const judges = {A: [], B: []};
items.forEach((item, n) => {
  const id = `${round === '1' ? '' : `r${round}-`}j${String(n + 1).padStart(4, '0')}`;
  key[id] = item;
  const shown = {id, question: item.question, section: sectionOf(item.url)};
  const both = random(`both ${id}`) < 0.2;
  if (both || n % 2 === 0) judges.A.push(shown);
  if (both || n % 2 === 1) judges.B.push(shown);
});
mkdirSync(out, {recursive: true});
writeFileSync(path.join(out, 'judge-A.json'), JSON.stringify(judges.A, null, 1));
writeFileSync(path.join(out, 'judge-B.json'), JSON.stringify(judges.B, null, 1));
writeFileSync(path.join(out, 'key.json'), JSON.stringify(key, null, 1));
console.log(`${items.length} items: judge A ${judges.A.length}, judge B ${judges.B.length}`);
for (const half of ['tuning', 'held-out']) console.log(`${half}: ${counts[half].pool} pool, ${counts[half].calibration} calibration`);
