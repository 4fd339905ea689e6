#!/usr/bin/env node
// The docs assistant on the blind questions, a development figure beside the evaluation's tuning
// half: no evaluation question is read. The sections are split into five folds by a hash of their
// URL; for each fold, the index is built without that fold's readers' questions (in `asks` and in
// the near-miss counts, wherever they are listed) and without its near misses, and then asked:
//   - each readers' question of the fold (reader-questions.json: its section answers it): is its
//     section's page cited first, in the top 3, or is it "not covered";
//   - each near miss of the fold (near-misses.json: no page answers it): is it refused.
// A readers' question names one section, where several pages may answer it, so "first" and "top 3"
// read low; "not covered" and "refused" are the figures a rule about coverage moves. A question
// listed under several sections is asked once.
// Then the unseen near misses (bench/unseen-near-misses.json: a third round, written in stop 56 and
// checked like the first two, which the index never counts) are asked of the whole index: a check
// that a rule chosen on the folds carries to near misses no rule was chosen on.
//
// Last, the unseen readers' questions, asked of the whole index in the same way.
//
//   node bench/blind-cv.mjs    about 20 to 30 seconds
import {register} from 'node:module';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

register('./ts-hooks.mjs', import.meta.url);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(pathToFileURL(path.join(ROOT, file)).href);
const [{NEAR_MISSES, READER_QUESTIONS, buildChatIndexCached, nearMissWords, readerWords}, {PassageIndex}, {askDocs}, {evaluateRetrieval}] = await Promise.all([
  load('plugins/chat-index/index.ts'),
  load('src/features/chat/retrieval/searchIndex.ts'),
  load('src/features/chat/retrieval/askDocs.ts'),
  load('src/features/chat/retrieval/evaluation.ts'),
]);

const FOLDS = 5;
const readers = JSON.parse(readFileSync(path.join(ROOT, READER_QUESTIONS), 'utf8'));
const misses = JSON.parse(readFileSync(path.join(ROOT, NEAR_MISSES), 'utf8'));
const data = buildChatIndexCached(ROOT);
const foldOf = (url) => createHash('sha1').update(url).digest()[0] % FOLDS;
const urlOf = (passage) => {
  const page = data.pages[passage.page];
  return passage.anchor ? `${page.url}#${passage.anchor}` : page.url;
};
const sameQuestion = (question) => question.trim().toLowerCase();
// A fold's questions leave the index wherever they are listed (a few are under two sections).
const without = (questions, left) => Object.fromEntries(Object.entries(questions).map(([url, list]) => [url, list.filter((question) => !left.has(sameQuestion(question)))]));

const tally = {asked: 0, first: 0, top: 0, notCovered: 0, missed: 0, refused: 0};
const asked = new Set();
const firstTime = (question) => !asked.has(sameQuestion(question)) && Boolean(asked.add(sameQuestion(question)));
for (let fold = 0; fold < FOLDS; fold++) {
  const urls = new Set([...Object.keys(readers), ...Object.keys(misses)].filter((url) => foldOf(url) === fold));
  const left = new Set([...urls].flatMap((url) => [...(readers[url] ?? []), ...(misses[url] ?? [])]).map(sameQuestion));
  const readersLeft = without(readers, left);
  const index = new PassageIndex({
    ...data,
    // Each section's readers' words again, as the build makes them, from the questions left.
    passages: data.passages.map((passage) => {
      const words = [...new Set((readersLeft[urlOf(passage)] ?? []).flatMap(readerWords))];
      return {...passage, asks: words.length > 0 ? words.join(' ') : undefined};
    }),
    nearMisses: nearMissWords(readersLeft, without(misses, left)),
  });
  for (const url of urls) {
    for (const question of (readers[url] ?? []).filter(firstTime)) {
      const [result] = evaluateRetrieval(index, [{question, answers: [url.split('#')[0]]}]);
      tally.asked++;
      if (result.rank === 0) tally.first++;
      if (result.rank >= 0) tally.top++;
      if (!result.covered) tally.notCovered++;
    }
    for (const question of (misses[url] ?? []).filter(firstTime)) {
      tally.missed++;
      if (!askDocs(index, question).covered) tally.refused++;
    }
  }
}
const share = (count, of) => `${((100 * count) / of).toFixed(1)}%`;
console.log(`Readers' questions: ${tally.asked}; their section's page first ${share(tally.first, tally.asked)}, in the top 3 ${share(tally.top, tally.asked)}; "not covered" for ${tally.notCovered} (${share(tally.notCovered, tally.asked)})`);
console.log(`Near misses: ${tally.missed}; refused ${tally.refused} (${share(tally.refused, tally.missed)})`);
const unseen = [...new Set(Object.values(JSON.parse(readFileSync(path.join(ROOT, 'bench/unseen-near-misses.json'), 'utf8'))).flat())];
const whole = new PassageIndex(data);
const unseenRefused = unseen.filter((question) => !askDocs(whole, question).covered).length;
console.log(`Unseen near misses: ${unseen.length}; refused ${unseenRefused} (${share(unseenRefused, unseen.length)})`);
// The unseen readers' questions (bench/unseen-reader-questions.json, written in stop 57: questions
// as readers type them, with their setting, pasted code and everyday words, each checked against its
// section), asked of the whole index: a rule that refuses what readers ask shows here. Split by a
// hash of the question: half A may be read to see why a question is refused, half B only counted.
const halfOf = (question) => (createHash('sha1').update(sameQuestion(question)).digest()[0] & 1 ? 'B' : 'A');
const unseenAsked = {A: 0, B: 0};
const unseenNotCovered = {A: 0, B: 0};
for (const question of new Set(Object.values(JSON.parse(readFileSync(path.join(ROOT, 'bench/unseen-reader-questions.json'), 'utf8'))).flat())) {
  const half = halfOf(question);
  unseenAsked[half]++;
  if (!askDocs(whole, question).covered) unseenNotCovered[half]++;
}
const unseenTotal = unseenAsked.A + unseenAsked.B;
const unseenMissed = unseenNotCovered.A + unseenNotCovered.B;
console.log(`Unseen readers' questions: ${unseenTotal}; "not covered" for ${unseenMissed} (${share(unseenMissed, unseenTotal)}): half A (may be read) ${unseenNotCovered.A} of ${unseenAsked.A}, half B (counted only) ${unseenNotCovered.B} of ${unseenAsked.B}`);

