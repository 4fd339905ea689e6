/**
 * How well search finds the page that answers a query, measured on search-queries.json: queries
 * typed the way readers type them (short forms, misspellings, questions), each with the pages
 * that answer it, for the current docs and for 3.13. The set is split once by a fixed rule into
 * a tuning set and a held-out set, as the assistant's evaluation is
 * (src/features/chat/retrieval/evaluation.ts): tune on the tuning set only;
 * tests/e2e/search-quality.spec.ts holds the held-out figure, and `npm run bench` prints both.
 */
import {splitOfText, type Split} from '../../../utils/evaluationSplit';
import type {SearchHit} from '../pagefindClient';

export type {Split};

/** How many results count as "found": the first three, what a reader scans in the box. */
export const EVALUATION_TOP = 3;

export type EvaluationQuery = Readonly<{query: string; version: string; answers: readonly string[]}>;
export type QuerySet = Readonly<{queries: readonly EvaluationQuery[]}>;
/** The fixed split rule (src/utils/evaluationSplit.ts) over the query with its version. */
export function splitOf(query: EvaluationQuery): Split {
  return splitOfText(`${query.version} ${query.query}`);
}

export function queriesOf(set: QuerySet, split: Split): EvaluationQuery[] {
  return set.queries.filter((query) => splitOf(query) === split);
}

/** A result answers the query if it is one of the answering pages (any heading on it). */
export function answers(hitPageUrl: string, expected: readonly string[]): boolean {
  return expected.includes(hitPageUrl.split('#')[0].replace(/\/$/, '') || '/');
}

/** The rank (0-based) of the first answering result among the first EVALUATION_TOP, or -1. */
export function rankOf(hits: ReadonlyArray<Pick<SearchHit, 'pageUrl'>>, expected: readonly string[]): number {
  return hits.slice(0, EVALUATION_TOP).findIndex((hit) => answers(hit.pageUrl, expected));
}

export type Figures = Readonly<{queries: number; top1: number; top3: number; misses: readonly string[]}>;

export function figuresOf(results: ReadonlyArray<{query: EvaluationQuery; rank: number}>): Figures {
  const found = results.filter((result) => result.rank >= 0);
  return {
    queries: results.length,
    top1: results.length === 0 ? 0 : results.filter((result) => result.rank === 0).length / results.length,
    top3: results.length === 0 ? 0 : found.length / results.length,
    misses: results.filter((result) => result.rank < 0).map((result) => `${result.query.version}: ${result.query.query}`),
  };
}
