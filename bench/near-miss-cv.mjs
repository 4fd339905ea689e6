#!/usr/bin/env node
// How the docs assistant's near-miss rule (askDocs.ts, asksBeyond) does on the blind questions
// themselves, with no evaluation question read: for each section, its readers' questions
// (reader-questions.json, which it answers) and its near misses (near-misses.json, which no page
// answers) are asked with word counts that leave that section's questions out, so no question is
// judged by counts it is part of. It prints how many of each the assistant answers without the rule,
// and how many of those the rule refuses: readers' questions refused are its false alarms, near
// misses refused are what it catches.
//
//   node bench/near-miss-cv.mjs    about a minute
import {register} from 'node:module';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

register('./ts-hooks.mjs', import.meta.url);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(pathToFileURL(path.join(ROOT, file)).href);
const [{NEAR_MISSES, READER_QUESTIONS, buildChatIndexCached, nearMissWords}, {PassageIndex, nearMissOddsFrom}, {askDocs}] = await Promise.all([
  load('plugins/chat-index/index.ts'),
  load('src/features/chat/retrieval/searchIndex.ts'),
  load('src/features/chat/retrieval/askDocs.ts'),
]);

const readers = JSON.parse(readFileSync(path.join(ROOT, READER_QUESTIONS), 'utf8'));
const misses = JSON.parse(readFileSync(path.join(ROOT, NEAR_MISSES), 'utf8'));
const index = new PassageIndex(buildChatIndexCached(ROOT));
// A section's questions leave the counts wherever they are listed (a few are under two sections).
const without = (questions, left) => Object.fromEntries(Object.entries(questions).map(([key, list]) => [key, list.filter((question) => !left.has(question))]));
const tally = {asked: {questions: 0, answered: 0, refused: 0}, missed: {questions: 0, answered: 0, refused: 0}};
for (const url of [...new Set([...Object.keys(readers), ...Object.keys(misses)])].sort()) {
  const left = new Set([...(readers[url] ?? []), ...(misses[url] ?? [])]);
  const odds = nearMissOddsFrom(nearMissWords(without(readers, left), without(misses, left)));
  for (const [kind, questions] of [['asked', readers[url] ?? []], ['missed', misses[url] ?? []]]) {
    for (const question of questions) {
      tally[kind].questions++;
      // The index's own counts are swapped for the section's left-out ones: off, then on.
      index.nearMissOdds = () => null;
      if (!askDocs(index, question).covered) continue;
      tally[kind].answered++;
      index.nearMissOdds = odds;
      if (!askDocs(index, question).covered) tally[kind].refused++;
    }
  }
}
const share = ({answered, refused}) => `${((100 * refused) / Math.max(1, answered)).toFixed(2)}%`;
console.log(`Readers' questions: ${tally.asked.questions}, answered without the rule ${tally.asked.answered}, refused by it ${tally.asked.refused} (${share(tally.asked)})`);
console.log(`Near misses: ${tally.missed.questions}, answered without the rule ${tally.missed.answered}, refused by it ${tally.missed.refused} (${share(tally.missed)})`);
