/**
 * Runs the evaluation queries through the same search the site ships (searchSite) on a Pagefind
 * index, in Node or a browser alike, and sums up each docs version's figures.
 */
import {RESULTS_IN_BOX, searchSite, type PagefindModule} from '../pagefindClient';
import {figuresOf, rankOf, type EvaluationQuery, type Figures} from './evaluation';

/** Pagefind on a docs version's index (each version has its own, plugins/pagefind-search). */
export type PagefindOfVersion = (version: string) => Promise<PagefindModule>;

export async function evaluateQueries(pagefindOf: PagefindOfVersion, queries: readonly EvaluationQuery[]): Promise<Record<string, Figures>> {
  const results: Array<{query: EvaluationQuery; rank: number}> = [];
  for (const query of queries) {
    // The list the navbar box draws; rankOf judges its first EVALUATION_TOP.
    const {hits} = await searchSite(await pagefindOf(query.version), query.query, RESULTS_IN_BOX);
    results.push({query, rank: rankOf(hits, query.answers)});
  }
  const versions = [...new Set(queries.map((query) => query.version))];
  return {
    all: figuresOf(results),
    ...Object.fromEntries(versions.map((version) => [version, figuresOf(results.filter((result) => result.query.version === version))])),
  };
}
