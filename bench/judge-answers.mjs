// The answer-level figure: does the answer the docs assistant shows (its text and its example, as
// the reader sees it in /chat, links not followed) answer the question? The section-level figure
// (judge-pool.mjs --firsts) asks it of the first cited section; a right section can still be
// quoted by the wrong sentences, or by an example about something else.
//
// A fixed sample of each half's covered questions (SAMPLE_SIZE, the lowest hashes under a key of
// its own: a question added to a half joins the sample only if its hash is lower than one already
// in it) is judged by two blind judges each, yes / partly / no
// (answer-judge-instructions.md). A verdict is about the answer as the judge saw it: an answer
// that reads differently now is drawn again. A covered question answered "not covered" counts as
// a "no" without a judge.
//
//   node bench/judge-answers.mjs draw OUT_DIR ROUND [JUDGES]   OUT_DIR/judge-A.json … for JUDGES judges (default 4), and key.json
//   node bench/judge-answers.mjs apply KEY.json out-A.json …   keeps the verdicts; each output file is
//                                                              named out-[ROUND]X.json for judge X
// (a judge is given judge-X.json as items-[ROUND]X.json with answer-judge-instructions.md).
//   node bench/judge-answers.mjs figure [--tuning-details]     the figure, both halves
//
// Only counts are printed for the held-out half: its questions are not read one by one.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {register} from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JUDGEMENTS = path.join(ROOT, 'bench/answer-judgements.json');
/**
 * Questions per half: few enough for four judges in half an hour; a figure near 60% is known to
 * about ±8 points (95%), so only a large change shows in it, and the blind pairwise comparisons of
 * changed answers (PERFORMANCE.md) decide smaller ones.
 */
export const SAMPLE_SIZE = 150;

const {buildChatIndex} = await import(path.join(ROOT, 'plugins/chat-index/index.ts'));
const {PassageIndex} = await import(path.join(ROOT, 'src/features/chat/retrieval/searchIndex.ts'));
const {questionsOf} = await import(path.join(ROOT, 'src/features/chat/retrieval/evaluation.ts'));
const {askDocs} = await import(path.join(ROOT, 'src/features/chat/retrieval/askDocs.ts'));
const {fnv1a} = await import(path.join(ROOT, 'src/utils/evaluationSplit.ts'));

const hex = (n) => n.toString(16).padStart(8, '0');
const set = JSON.parse(readFileSync(path.join(ROOT, 'src/features/chat/retrieval/retrieval-questions.json'), 'utf8'));
const index = new PassageIndex(buildChatIndex(ROOT));
const records = existsSync(JUDGEMENTS) ? JSON.parse(readFileSync(JUDGEMENTS, 'utf8')) : [];

/** The sample of one half: the covered questions whose hash under a key of its own is lowest. */
function sample(split) {
  return questionsOf(set, split)
    .questions.map(({question}) => question)
    .sort((a, b) => fnv1a(`answer-sample:${a}`) - fnv1a(`answer-sample:${b}`) || a.localeCompare(b))
    .slice(0, SAMPLE_SIZE);
}

/** The answer as the reader sees it, and its fingerprint. */
function answerOf(question) {
  const answer = askDocs(index, question);
  return {markdown: answer.markdown, covered: answer.covered, fingerprint: hex(fnv1a(answer.markdown))};
}

/** The verdicts given to this answer as it reads now. */
const verdictsOf = (question, fingerprint) => records.filter((r) => r.question === question && r.answer === fingerprint).flatMap((r) => r.judged);

const [mode, ...args] = process.argv.slice(2);
if (mode === 'draw') {
  const [out, round, judgeCount = '4'] = args;
  if (!out || !/^[1-9]\d*$/.test(round ?? '') || !/^[2-8]$/.test(judgeCount)) throw new Error('usage: draw OUT_DIR ROUND [JUDGES 2-8]');
  if (records.some((r) => r.id.startsWith(`a${round}-`))) throw new Error(`round ${round} is kept already`);
  const judges = 'ABCDEFGH'.slice(0, Number(judgeCount)).split('');
  const items = [];
  for (const split of ['tuning', 'held-out']) {
    for (const question of sample(split)) {
      const answer = answerOf(question);
      if (!answer.covered || verdictsOf(question, answer.fingerprint).length >= 2) continue;
      items.push({question, split, answer});
    }
  }
  // Shuffled by hash, so neither position nor neighbours say which half an item is from.
  items.sort((a, b) => fnv1a(`order:${round}:${a.question}`) - fnv1a(`order:${round}:${b.question}`));
  const pairs = judges.flatMap((first, at) => judges.slice(at + 1).map((second) => [first, second]));
  const key = {};
  const files = Object.fromEntries(judges.map((judge) => [judge, []]));
  items.forEach((item, at) => {
    const id = `a${round}-${String(at + 1).padStart(4, '0')}`;
    // Each item to two judges, every pair of judges in turn, so that each judge has about as many.
    const pair = pairs[at % pairs.length];
    for (const judge of pair) files[judge].push({id, question: item.question, answer: item.answer.markdown});
    // No half in the key: the held-out questions are not to be read one by one.
    key[id] = {question: item.question, answer: item.answer.fingerprint, judges: pair};
  });
  mkdirSync(out, {recursive: true});
  for (const [judge, list] of Object.entries(files)) writeFileSync(path.join(out, `judge-${judge}.json`), `${JSON.stringify(list, null, 1)}\n`);
  writeFileSync(path.join(out, 'key.json'), `${JSON.stringify(key, null, 1)}\n`);
  const count = (split) => items.filter((item) => item.split === split).length;
  console.log(`round ${round}: ${items.length} answers to judge (tuning ${count('tuning')}, held-out ${count('held-out')}), ${Object.entries(files).map(([j, l]) => `${j} ${l.length}`).join(', ')}`);
} else if (mode === 'apply') {
  const [keyFile, ...outFiles] = args;
  const key = JSON.parse(readFileSync(keyFile, 'utf8'));
  const kept = new Set(records.map((r) => r.id));
  const byId = new Map();
  for (const file of outFiles) {
    const judge = path.basename(file).replace(/^out-|\.json$/g, '').replace(/^\d+/, '');
    for (const {id, verdict, why} of JSON.parse(readFileSync(file, 'utf8'))) {
      if (!(id in key)) throw new Error(`${file}: unknown item ${id}`);
      if (kept.has(id)) throw new Error(`${id} is kept already`);
      if (!['yes', 'partly', 'no'].includes(verdict)) throw new Error(`${file}: ${id} has no verdict`);
      if (!key[id].judges.includes(judge)) throw new Error(`${file}: ${id} was not given to judge ${judge}`);
      if ((byId.get(id) ?? []).some((earlier) => earlier.judge === judge)) throw new Error(`${file}: ${id} has a second verdict from judge ${judge}`);
      byId.set(id, [...(byId.get(id) ?? []), {judge, verdict, why: String(why ?? '')}]);
    }
  }
  const missing = Object.keys(key).filter((id) => (byId.get(id) ?? []).length !== 2);
  if (missing.length > 0) throw new Error(`${missing.length} items lack two verdicts (e.g. ${missing[0]})`);
  for (const [id, judged] of byId) records.push({id, question: key[id].question, answer: key[id].answer, judged});
  writeFileSync(JUDGEMENTS, `${JSON.stringify(records, null, 1)}\n`);
  const agree = [...byId.values()].filter(([a, b]) => a.verdict === b.verdict).length;
  console.log(`kept ${byId.size} answers' verdicts; the two judges agree on ${agree}`);
} else if (mode === 'figure') {
  const details = args.includes('--tuning-details');
  for (const split of ['tuning', 'held-out']) {
    const tally = {yes: 0, partly: 0, no: 0, refused: 0, unjudged: 0};
    const shown = [];
    for (const question of sample(split)) {
      const answer = answerOf(question);
      if (!answer.covered) {
        tally.refused++;
        continue;
      }
      const judged = verdictsOf(question, answer.fingerprint);
      if (judged.length < 2) {
        tally.unjudged++;
        continue;
      }
      // An answer counts as what both judges granted it: yes only when both said yes.
      const verdict = judged.every((j) => j.verdict === 'yes') ? 'yes' : judged.every((j) => j.verdict !== 'no') ? 'partly' : 'no';
      tally[verdict]++;
      if (details && split === 'tuning' && verdict !== 'yes') shown.push({question, verdict, judged, markdown: answer.markdown});
    }
    const n = sample(split).length;
    const p = (v) => `${((v / n) * 100).toFixed(1)}%`;
    console.log(
      `${split.padEnd(8)} answer judged to answer ${p(tally.yes)}, at least in part ${p(tally.yes + tally.partly)} of ${n} covered questions` +
        ` (yes ${tally.yes}, partly ${tally.partly}, no ${tally.no}, "not covered" ${tally.refused}, not judged yet ${tally.unjudged})`,
    );
    for (const item of shown) {
      console.log(`\n[${item.verdict}] ${item.question}\n${item.judged.map((j) => `  ${j.judge} ${j.verdict}: ${j.why}`).join('\n')}\n  ---\n  ${item.markdown.split('\n').slice(0, 14).join('\n  ')}`);
    }
  }
} else {
  throw new Error('usage: node bench/judge-answers.mjs draw|apply|figure …');
}
