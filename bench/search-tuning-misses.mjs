#!/usr/bin/env node
// The TUNING half's misses (issue 27): each tuning query whose answer is not first, with the
// first three results, for deciding ranking changes. It never prints held-out queries: held-out
// figures are read as totals only (node bench/search.mjs), so they stay a fair test.
import {register} from 'node:module';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

register('./ts-hooks.mjs', import.meta.url);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(pathToFileURL(path.join(ROOT, file)).href);
const [{builtPagefindOfVersion}, {queriesOf, rankOf}, {RESULTS_IN_BOX, searchSite}] = await Promise.all([
  load('tests/e2e/support/pagefindInNode.ts'),
  load('src/features/search/evaluation/evaluation.ts'),
  load('src/features/search/pagefindClient.ts'),
]);
const set = JSON.parse(readFileSync(path.join(ROOT, 'src/features/search/evaluation/search-queries.json'), 'utf8'));
const pagefindOf = builtPagefindOfVersion(path.join(ROOT, 'build'));
for (const query of queriesOf(set, 'tuning')) {
  const {hits} = await searchSite(await pagefindOf(query.version), query.query, RESULTS_IN_BOX);
  const rank = rankOf(hits, query.answers);
  if (rank === 0) continue;
  console.log(`${rank < 0 ? 'MISS ' : `top-${rank + 1}`} ${query.version}: "${query.query}" wants ${query.answers.join(' ')}`);
  for (const hit of hits.slice(0, 3)) console.log(`      ${hit.pageUrl}`);
}
