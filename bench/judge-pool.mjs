// Draws the pool of a pooled labelling rule (label-rules.md), with calibration items mixed in,
// shuffled and split between judges. Usage:
//   node bench/judge-pool.mjs OUT_DIR [ROUND]                  third rule
//   node bench/judge-pool.mjs OUT_DIR ROUND --uncovered [JUDGES]  fourth rule
//   node bench/judge-pool.mjs OUT_DIR ROUND --firsts [JUDGES]     the section-level figure
// Third rule: the sections the docs assistant cites that a covered question's answer list does not
// match, split between two judges A and B (one item in five to both). Fourth rule: the three
// sections the assistant ranks first for every uncovered question, each item to two of JUDGES
// judges (default 6, A, B, C…), spread evenly. Section-level figure: the third rule's pool, and
// the first cited section of every other covered question, as `first` items, spread over JUDGES
// judges with one item in five to two.
// Sections already judged for a question in an earlier round (bench/judgements.json) are not drawn
// again, unless every verdict was a "no" given to the section as it was and it shows something else
// now (judged-section.mjs judgeAgain). ROUND (default 1) prefixes the new items' ids so that rounds
// never collide. It writes
// OUT_DIR/judge-X.json for each judge (what the judge sees: an id, the question and the section,
// nothing else) and OUT_DIR/key.json (what each id is; for apply-judgements.mjs only).
// It prints only counts per half: the held-out questions are not read one by one.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {register} from 'node:module';
import {fingerprint, judgeAgain, shownSection} from './judged-section.mjs';

register('./ts-hooks.mjs', import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const uncoveredRule = args.includes('--uncovered');
const firstsFigure = args.includes('--firsts');
const [out, round = '1', judgeCount = '6'] = args.filter((arg) => !arg.startsWith('--'));
if (!out) throw new Error('usage: node bench/judge-pool.mjs OUT_DIR [ROUND] [--uncovered|--firsts [JUDGES]]');
if (uncoveredRule && firstsFigure) throw new Error('--uncovered and --firsts are separate rounds: draw one, then the other with the next ROUND');
if (!/^[1-9]\d*$/.test(round) || ((uncoveredRule || firstsFigure) && args.filter((arg) => !arg.startsWith('--')).length < 2)) {
  throw new Error('ROUND must be given, as a whole number, with --uncovered or --firsts');
}
if ((uncoveredRule || firstsFigure) && !(/^[2-8]$/.test(judgeCount))) throw new Error('JUDGES must be 2 to 8: every item can go to two judges');
const JUDGEMENTS = path.join(ROOT, 'bench/judgements.json');
const {buildChatIndex} = await import(path.join(ROOT, 'plugins/chat-index/index.ts'));
const {PassageIndex} = await import(path.join(ROOT, 'src/features/chat/retrieval/searchIndex.ts'));
const {evaluateRetrieval, answersQuestion, splitOf, judgedPairKey, roundOfJudgement} = await import(path.join(ROOT, 'src/features/chat/retrieval/evaluation.ts'));
const index = new PassageIndex(buildChatIndex(ROOT));
// A verdict is about the section as its judge saw it (judged-section.mjs): a "no" given to a section
// whose text, code or commands have changed since (a content pass; the index keeping its shell
// commands from round 8, or its only long program from round 15) may no longer hold, so that pair
// is drawn again (judged-section.mjs judgeAgain).
const shownNow = new Map();
const fingerprintNow = (url) => {
  if (!shownNow.has(url)) shownNow.set(url, fingerprint(shownSection(index, url)));
  return shownNow.get(url);
};
const earlierRecords = existsSync(JUDGEMENTS) ? JSON.parse(readFileSync(JUDGEMENTS, 'utf8')) : [];
if (earlierRecords.some((record) => roundOfJudgement(record.id) === Number(round))) throw new Error(`round ${round} is in judgements.json already: draw with the next round number`);
const recordsOfPair = new Map();
for (const record of earlierRecords) {
  const pair = judgedPairKey(record.question, record.section);
  recordsOfPair.set(pair, [...(recordsOfPair.get(pair) ?? []), record]);
}
const judgedBefore = new Set([...recordsOfPair].filter(([, records]) => !judgeAgain(records, fingerprintNow(records[0].section))).map(([pair]) => pair));
const {fnv1a} = await import(path.join(ROOT, 'src/utils/evaluationSplit.ts'));

const set = JSON.parse(readFileSync(path.join(ROOT, 'src/features/chat/retrieval/retrieval-questions.json'), 'utf8'));
// The earlier set, covered or not, is always tuning (evaluation.ts questionsOf); the rest by the split.
const earlier = new Set([...set.earlierQuestions.map((entry) => entry.question), ...set.earlierNotCovered]);
const halfOf = (question) => (earlier.has(question) ? 'tuning' : splitOf(question));
const questions = [...set.earlierQuestions, ...set.questions];
const results = evaluateRetrieval(index, questions);
const uncovered = [...set.earlierNotCovered, ...set.notCovered];

// The fourth rule's calibration is drawn afresh (its own seed) and smaller: every item is judged twice.
const CALIBRATION_SHARE = uncoveredRule ? 0.05 : 0.1;
// FNV-1a, then MurmurHash3's finaliser: FNV's high bits barely change with a string's last letters.
const mix = (hash) => {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};
const random = (text) => mix(fnv1a(`judge-pool 2026-11-27 ${text}`)) / 2 ** 32;
const calibrationDraw = (question) => random(uncoveredRule ? `uncovered rule ${question}` : question);
const items = [];
const counts = {tuning: {pool: 0, calibration: 0, uncovered: 0, first: 0}, 'held-out': {pool: 0, calibration: 0, uncovered: 0, first: 0}};
const judge = (question, url, kind, half) => {
  if (judgedBefore.has(judgedPairKey(question, url))) return;
  items.push({question, url, kind, half});
  counts[half][kind] += 1;
};
results.forEach((result, i) => {
  const {answers} = questions[i];
  const listed = (url) => answers.some((expected) => answersQuestion(url, expected));
  const half = halfOf(result.question);
  if (result.top.length === 0) return;
  if (listed(result.top[0])) {
    if (firstsFigure) judge(result.question, result.top[0], 'first', half);
    else if (calibrationDraw(result.question) < CALIBRATION_SHARE) judge(result.question, result.top[0], 'calibration', half);
  } else if (!uncoveredRule) judge(result.question, result.top[0], 'pool', half);
  if (!uncoveredRule && result.rank === -1) for (const url of result.top.slice(1)) judge(result.question, url, 'pool', half);
});
if (uncoveredRule) {
  // The ranking is there whether the assistant cites it or refuses: evaluateRetrieval gives its top 3.
  evaluateRetrieval(index, uncovered.map((question) => ({question, answers: []}))).forEach((result) => {
    for (const url of result.top) judge(result.question, url, 'uncovered', halfOf(result.question));
  });
}

const sectionOf = (url) => {
  const section = shownSection(index, url);
  if (!section) throw new Error(`no section ${url}`);
  return section;
};
items.sort((a, b) => random(`${a.question} ${a.url}`) - random(`${b.question} ${b.url}`));
const key = {};
const judgeNames = [...'ABCDEFGH'].slice(0, uncoveredRule || firstsFigure ? Number(judgeCount) : 2);
const judges = Object.fromEntries(judgeNames.map((name) => [name, []]));
// Which judges see item n: one judge in turn, and the next one too for one item in five (with two
// judges, the third rule's A or B); the fourth rule's two judges, a different pair as n goes round,
// so that every judge gets the same share.
const judgesOf = (n, id) => {
  if (!uncoveredRule) {
    const [first, second] = [judgeNames[n % judgeNames.length], judgeNames[(n + 1) % judgeNames.length]];
    return random(`both ${id}`) < 0.2 ? [first, second] : [first];
  }
  const count = judgeNames.length;
  return [judgeNames[n % count], judgeNames[(n + 1 + (Math.floor(n / count) % (count - 1))) % count]];
};
items.forEach((item, n) => {
  const id = `${round === '1' ? '' : `r${round}-`}j${String(n + 1).padStart(4, '0')}`;
  const given = judgesOf(n, id);
  const section = sectionOf(item.url);
  key[id] = {...item, judges: given, shown: fingerprint(section)};
  for (const name of given) judges[name].push({id, question: item.question, section});
});
mkdirSync(out, {recursive: true});
for (const name of judgeNames) writeFileSync(path.join(out, `judge-${name}.json`), JSON.stringify(judges[name], null, 1));
writeFileSync(path.join(out, 'key.json'), JSON.stringify(key, null, 1));
console.log(`${items.length} items: ${judgeNames.map((name) => `judge ${name} ${judges[name].length}`).join(', ')}`);
for (const half of ['tuning', 'held-out']) {
  const pool = uncoveredRule ? `${counts[half].uncovered} uncovered-question` : counts[half].pool;
  console.log(`${half}: ${pool} pool, ${firstsFigure ? `${counts[half].first} listed first sections` : `${counts[half].calibration} calibration`}`);
}
