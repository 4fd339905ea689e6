/**
 * @jest-environment node
 */
// Retrieval quality, measured: for each question in retrieval-questions.json, is a page that
// answers it among the first three passages the assistant would cite? Prints the hit rate.
import path from 'node:path';
import {buildChatIndex} from '@site/plugins/chat-index';
import questionSet from './retrieval-questions.json';
import {askDocs} from './askDocs';
import {EVALUATION_TOP as TOP, evaluateRetrieval, hitRates, type EvaluationQuestion} from './evaluation';
import {PassageIndex} from './searchIndex';

const REQUIRED_HIT_RATE = 0.85;

const index = new PassageIndex(buildChatIndex(path.resolve(__dirname, '../../../..')));
const evaluate = (questions: readonly EvaluationQuestion[]) => evaluateRetrieval(index, questions);

describe('retrieval evaluation', () => {
  it(`finds a page that answers the question in the top ${TOP} for at least ${REQUIRED_HIT_RATE * 100}% of the question set`, () => {
    const results = evaluate(questionSet.questions);
    const hits = results.filter((result) => result.rank >= 0);
    const {topN: hitRate, first: firstRate} = hitRates(results);
    const misses = results.filter((result) => result.rank < 0);
    console.log(
      [
        `Chat retrieval: top-${TOP} hit rate ${(hitRate * 100).toFixed(1)}% (${hits.length}/${results.length} questions), top-1 ${(firstRate * 100).toFixed(1)}%`,
        ...misses.map((miss) => `  miss: ${miss.question}\n        got ${miss.top.join(', ')}`),
      ].join('\n'),
    );
    expect(questionSet.questions.length).toBeGreaterThanOrEqual(60);
    expect(hitRate).toBeGreaterThanOrEqual(REQUIRED_HIT_RATE);
  });

  it('answers every question of the set from the pages instead of saying it is not covered', () => {
    const notAnswered = evaluate(questionSet.questions).filter((result) => !result.covered).map((result) => result.question);
    expect(notAnswered).toEqual([]);
  });

  it('says plainly that the docs do not cover questions outside PyDocs', () => {
    const answered = questionSet.notCovered.filter((question) => askDocs(index, question).covered);
    expect(answered).toEqual([]);
  });
});
