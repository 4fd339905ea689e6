#!/usr/bin/env node
// The docs assistant on the blind questions, a development figure beside the evaluation's tuning
// half: no evaluation question is read. The sections are split into five folds by a hash of their
// URL; for each fold, the index is built without that fold's readers' questions (its sections'
// `asks` words) and with near-miss counts that leave its questions out, and then asked:
//   - each readers' question of the fold (reader-questions.json: its section answers it): is its
//     section's page cited first, in the top 3, or is it "not covered";
//   - each near miss of the fold (near-misses.json: no page answers it): is it refused.
// A readers' question names one section, where several pages may answer it, so "first" and "top 3"
// read low; "not covered" and "refused" are the figures a rule about coverage moves.
//
//   node bench/blind-cv.mjs    about 20 seconds
import {register} from 'node:module';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

register('./ts-hooks.mjs', import.meta.url);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(pathToFileURL(path.join(ROOT, file)).href);
const [{NEAR_MISSES, READER_QUESTIONS, buildChatIndexCached, nearMissWords}, {PassageIndex}, {askDocs}, {evaluateRetrieval}] = await Promise.all([
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
// A fold's questions leave the counts wherever they are listed (a few are under two sections).
const without = (questions, left) => Object.fromEntries(Object.entries(questions).map(([url, list]) => [url, list.filter((question) => !left.has(sameQuestion(question)))]));

const tally = {asked: 0, first: 0, top: 0, notCovered: 0, missed: 0, refused: 0};
for (let fold = 0; fold < FOLDS; fold++) {
  const urls = new Set([...Object.keys(readers), ...Object.keys(misses)].filter((url) => foldOf(url) === fold));
  const left = new Set([...urls].flatMap((url) => [...(readers[url] ?? []), ...(misses[url] ?? [])]).map(sameQuestion));
  const index = new PassageIndex({
    ...data,
    passages: data.passages.map((passage) => (urls.has(urlOf(passage)) ? {...passage, asks: undefined} : passage)),
    nearMisses: nearMissWords(without(readers, left), without(misses, left)),
  });
  for (const url of urls) {
    for (const question of readers[url] ?? []) {
      const [result] = evaluateRetrieval(index, [{question, answers: [url.split('#')[0]]}]);
      tally.asked++;
      if (result.rank === 0) tally.first++;
      if (result.rank >= 0) tally.top++;
      if (!result.covered) tally.notCovered++;
    }
    for (const question of misses[url] ?? []) {
      tally.missed++;
      if (!askDocs(index, question).covered) tally.refused++;
    }
  }
}
const share = (count, of) => `${((100 * count) / of).toFixed(1)}%`;
console.log(`Readers' questions: ${tally.asked}; their section's page first ${share(tally.first, tally.asked)}, in the top 3 ${share(tally.top, tally.asked)}; "not covered" for ${tally.notCovered} (${share(tally.notCovered, tally.asked)})`);
console.log(`Near misses: ${tally.missed}; refused ${tally.refused} (${share(tally.refused, tally.missed)})`);
