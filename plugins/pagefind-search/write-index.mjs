#!/usr/bin/env node
// Writes a Pagefind index from pages given on stdin as JSON:
//   {"outputPath": "build/pagefind", "excludeSelectors": [...], "indexChunkSize": 2000,
//    "pages": [{"url": "/docs/x", "content": "<html>…"}]}
// and prints {"pages": N} when done. A process of its own because `pagefind` is an ES module only
// (its package exports an `import` entry alone), which the TypeScript loader Docusaurus reads
// plugins with (jiti) cannot require; here Node imports it natively.
import {readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import {writeWordChunks} from './word-chunks.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const {outputPath, excludeSelectors, indexChunkSize, pages} = JSON.parse(Buffer.concat(chunks).toString('utf8'));
// How many word positions Pagefind puts in one index chunk (a query fetches the chunk of each of
// its words). Pagefind 1.6 reads it only from the environment of its binary, which the Node API
// starts (with this process's environment) at createIndex below.
if (indexChunkSize) process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = String(indexChunkSize);

const fail = (what, errors) => {
  console.error(`Pagefind ${what}: ${errors.join('; ')}`);
  process.exit(1);
};
const {errors, index} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors});
if (!index) fail('could not start', errors);
for (const {url, content} of pages) {
  const added = await index.addHTMLFile({url, content});
  if (added.errors.length > 0) fail(`could not index ${url}`, added.errors);
}
rmSync(outputPath, {recursive: true, force: true});
const written = await index.writeFiles({outputPath});
if (written.errors.length > 0) fail(`could not write ${outputPath}`, written.errors);
await pagefind.close();
// Pagefind also writes its ready-made search interfaces; the site has its own (src/features/search).
for (const file of readdirSync(outputPath)) {
  if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file)) rmSync(path.join(outputPath, file));
}
writeWordChunks(outputPath);
process.stdout.write(JSON.stringify({pages: pages.length}));
