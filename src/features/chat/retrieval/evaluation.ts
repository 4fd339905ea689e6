/**
 * How well the assistant finds the pages that answer a question, over retrieval-questions.json:
 * shared by the evaluation test (retrieval.eval.test.ts, which sets the bar) and `npm run bench`
 * (bench/chat.mjs, which prints the rate next to the latency).
 */
import {askDocs} from './askDocs';
import type {PassageIndex} from './searchIndex';

/** How many of the passages the assistant cites first count as "found". */
export const EVALUATION_TOP = 3;

export type EvaluationQuestion = Readonly<{question: string; answers: readonly string[]}>;

export type EvaluationResult = Readonly<{
  question: string;
  /** The first EVALUATION_TOP passages' URLs. */
  top: readonly string[];
  /** Where the first answering passage is among them, or -1. */
  rank: number;
  /** Whether the assistant answered from the pages rather than saying they do not cover it. */
  covered: boolean;
}>;

/** `/docs/x` matches any heading on that page; `/faq#entry` matches that heading only. */
export function answersQuestion(url: string, expected: string): boolean {
  return expected.includes('#') ? url === expected : url.split('#')[0] === expected;
}

export function evaluateRetrieval(index: PassageIndex, questions: readonly EvaluationQuestion[]): EvaluationResult[] {
  return questions.map(({question, answers}) => {
    const answer = askDocs(index, question);
    const top = answer.passages.slice(0, EVALUATION_TOP).map((passage) => passage.url);
    const rank = top.findIndex((url) => answers.some((expected) => answersQuestion(url, expected)));
    return {question, top, rank, covered: answer.covered};
  });
}

/** The share of questions with an answering page in the top EVALUATION_TOP, and at the top. */
export function hitRates(results: readonly EvaluationResult[]): {topN: number; first: number} {
  const share = (count: number) => (results.length === 0 ? 0 : count / results.length);
  return {
    topN: share(results.filter((result) => result.rank >= 0).length),
    first: share(results.filter((result) => result.rank === 0).length),
  };
}
