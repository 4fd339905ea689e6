// Applies the pooled labelling rules (label-rules.md): the judges' verdicts on the pool drawn by
// bench/judge-pool.mjs. Third rule: a pool item is added to its question's answer list, as the
// section's exact link, when every judge who saw it (one, or two for one item in five) said it
// answers. Fourth rule: an uncovered question moves to the covered list of its own set, with the
// sections both its judges said answer it as its answers. Calibration items are never added; they
// measure how strictly the judges read.
// Usage: node bench/apply-judgements.mjs KEY.json OUT-A1.json … [--dry-run] [--again]
//   adds this round's items (each with its judges' verdicts and reasons) to bench/judgements.json
//   and the adopted sections to retrieval-questions.json, rewriting only those questions' lines.
// It prints counts per half: the held-out questions are not read one by one.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {adopts, withAddedAnswers, withMovedToCovered} from './question-lists.mjs';
import {fileURLToPath} from 'node:url';
import {register} from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FILE = path.join(ROOT, 'src/features/chat/retrieval/retrieval-questions.json');
const [keyFile, ...rest] = process.argv.slice(2);
const dryRun = rest.includes('--dry-run');
const outFiles = rest.filter((arg) => !arg.startsWith('--'));
const key = JSON.parse(readFileSync(keyFile, 'utf8'));

const JUDGEMENTS = path.join(ROOT, 'bench/judgements.json');
const earlierRecords = existsSync(JUDGEMENTS) ? JSON.parse(readFileSync(JUDGEMENTS, 'utf8')) : [];
// A round is applied once: an id already kept belongs to another round drawn with the same number.
const kept = new Set(earlierRecords.map((record) => record.id));
const reused = Object.keys(key).filter((id) => kept.has(id));
if (reused.length > 0 && !rest.includes('--again')) {
  throw new Error(`${reused.length} ids of this key are already in judgements.json (e.g. ${reused[0]}): a round number used twice? (--again re-applies the same round)`);
}

const verdicts = new Map(); // id → [{judge, answers, why}]
for (const file of outFiles) {
  const judge = path.basename(file).replace(/^out-|\.json$/g, '');
  for (const {id, answers, why} of JSON.parse(readFileSync(file, 'utf8'))) {
    if (!(id in key)) throw new Error(`${file}: unknown item ${id}`);
    if (typeof answers !== 'boolean') throw new Error(`${file}: ${id} has no verdict`);
    // Keys drawn since round 8 say who was given each item: a verdict from anyone else, or twice from one judge, would count as a second judge.
    const assigned = key[id].judges;
    if (assigned && !assigned.includes(judge)) throw new Error(`${file}: ${id} was not given to judge ${judge}`);
    if ((verdicts.get(id) ?? []).some((verdict) => verdict.judge === judge)) throw new Error(`${file}: judge ${judge} judged ${id} twice`);
    verdicts.set(id, [...(verdicts.get(id) ?? []), {judge, answers, why}]);
  }
}
const unjudged = Object.keys(key).filter((id) => (verdicts.get(id)?.length ?? 0) < (key[id].judges?.length ?? 1));
if (unjudged.length > 0) throw new Error(`${unjudged.length} items lack a verdict from a judge they were given to, e.g. ${unjudged[0]}`);

// Keys drawn since round 17 carry the fingerprint of the section each judge saw (judged-section.mjs).
const unfingerprinted = Object.keys(key).filter((id) => typeof key[id].shown !== 'string');
if (unfingerprinted.length > 0) throw new Error(`${unfingerprinted.length} items of this key have no fingerprint (e.g. ${unfingerprinted[0]}): draw the round again with the current judge-pool.mjs`);
const records = Object.entries(key).map(([id, item]) => {
  const judged = verdicts.get(id);
  return {id, question: item.question, section: item.url, kind: item.kind, half: item.half, judged, added: adopts(item.kind, judged), shown: item.shown};
});

const share = (part, whole) => `${part} of ${whole} (${whole === 0 ? '-' : ((100 * part) / whole).toFixed(1)}%)`;
for (const half of ['tuning', 'held-out']) {
  const mine = records.filter((record) => record.half === half);
  const pool = mine.filter((record) => record.kind === 'pool');
  const uncovered = mine.filter((record) => record.kind === 'uncovered');
  const calibration = mine.filter((record) => record.kind === 'calibration');
  const firsts = mine.filter((record) => record.kind === 'first');
  const questionsAdded = (records) => new Set(records.filter((record) => record.added).map((record) => record.question));
  const judgedToAnswer = (records) => records.filter((record) => record.judged.every((verdict) => verdict.answers)).length;
  const calibrationFigure = `calibration (listed sections) ${share(judgedToAnswer(calibration), calibration.length)} judged to answer`;
  if (pool.length > 0 || (uncovered.length === 0 && firsts.length === 0)) {
    console.log(`${half}: pool ${share(pool.filter((record) => record.added).length, pool.length)} judged to answer, added to ${questionsAdded(pool).size} questions; ${calibrationFigure}`);
  }
  if (firsts.length > 0) {
    console.log(`${half}: listed first sections ${share(judgedToAnswer(firsts), firsts.length)} judged to answer (they measure; nothing is added)`);
  }
  if (uncovered.length > 0) {
    const asked = new Set(uncovered.map((record) => record.question));
    console.log(`${half}: uncovered questions' sections ${share(uncovered.filter((record) => record.added).length, uncovered.length)} judged to answer by both judges; ${share(questionsAdded(uncovered).size, asked.size)} uncovered questions move to the covered list; ${calibrationFigure}`);
  }
}
const twice = records.filter((record) => record.judged.length === 2);
console.log(`judged twice: ${twice.length}, the judges agree on ${share(twice.filter((record) => record.judged[0].answers === record.judged[1].answers).length, twice.length)}`);

const adopted = new Map(); // question → sections to add
const moving = new Map(); // uncovered question → the sections that answer it
for (const record of records.filter((candidate) => candidate.added)) {
  const into = record.kind === 'uncovered' ? moving : adopted;
  into.set(record.question, [...(into.get(record.question) ?? []), record.section]);
}
const added = withAddedAnswers(readFileSync(FILE, 'utf8'), (question) => adopted.get(question) ?? []);
console.log(`${added.changes.length} questions' lists gain a section`);
const {text, moved} = withMovedToCovered(added.text, (question) => moving.get(question));
if (moving.size > 0) console.log(`${moved.length} uncovered questions move to the covered list`);
if (!dryRun) {
  writeFileSync(FILE, text);
  const earlierRounds = earlierRecords.filter((record) => !(record.id in key));
  writeFileSync(JUDGEMENTS, `${JSON.stringify([...earlierRounds, ...records.map(({half, ...record}) => record)], null, 1)}\n`);
}
