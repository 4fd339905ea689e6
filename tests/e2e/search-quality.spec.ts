// Search quality on the built index: the held-out half of the evaluation queries (typed as readers
// type them, src/features/search/evaluation/search-queries.json) must find a page that answers
// them among the first three results, so a content or configuration change cannot quietly break
// search. Runs the site's own search code (searchSite) on each version's index in build/ in Node: no browser
// needed to rank results, and 230 queries take seconds. `npm run bench` prints both halves.
import path from 'node:path';
import {expect, test} from './support/test';
import {builtPagefindOfVersion} from './support/pagefindInNode';
import {queriesOf, type QuerySet} from '../../src/features/search/evaluation/evaluation';
import {evaluateQueries} from '../../src/features/search/evaluation/runEvaluation';
import querySet from '../../src/features/search/evaluation/search-queries.json';

/** The goal is 95%; below this, search has got worse, not just different. */
const HELD_OUT_TOP3_FLOOR = 0.9;

test('readers find a page that answers their query among the first three results, in both docs versions', async () => {
  const pagefindOf = builtPagefindOfVersion(path.join(process.cwd(), 'build'));
  const heldOut = queriesOf(querySet as QuerySet, 'held-out');
  expect(heldOut.length).toBeGreaterThanOrEqual(75);
  const figures = await evaluateQueries(pagefindOf, heldOut);
  for (const [version, figure] of Object.entries(figures)) {
    // Figures only, never which queries missed: whoever tunes the search would read them on every
    // run, and the held-out half would stop being held out.
    console.log(`${version}: top-1 ${(figure.top1 * 100).toFixed(1)}%, top-3 ${(figure.top3 * 100).toFixed(1)}% of ${figure.queries}`);
  }
  expect(figures.all.top3).toBeGreaterThanOrEqual(HELD_OUT_TOP3_FLOOR);
  expect(figures['3.13'].top3).toBeGreaterThanOrEqual(HELD_OUT_TOP3_FLOOR);
});
