// Drift guard: the plugin sets the index's chunk size (indexChunkSizeFor) through
// PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE, an environment variable Pagefind 1.6 reads but does not
// document as stable. If an upgrade drops it, every query would quietly go back to fetching ~21 KiB
// chunks per word. This builds a small index with and without the variable and checks that the
// installed Pagefind still splits it as asked.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {PLUGIN_NAME} from './index';

const WRITER = path.join(__dirname, 'write-index.mjs');

/** The number of index chunks Pagefind writes for `pages`, with the chunk size given or its default. */
function chunkCount(pages: ReadonlyArray<{url: string; content: string}>, indexChunkSize: number | null): number {
  const outputPath = path.join(mkdtempSync(path.join(tmpdir(), 'pydocs-chunk-size-')), 'pagefind');
  try {
    const written = spawnSync(process.execPath, [WRITER], {input: JSON.stringify({outputPath, excludeSelectors: [], indexChunkSize, pages}), encoding: 'utf8'});
    if (written.status !== 0) throw new Error(`write-index.mjs failed: ${written.stderr}`);
    return readdirSync(path.join(outputPath, 'index')).length;
  } finally {
    rmSync(path.dirname(outputPath), {recursive: true, force: true});
  }
}

test('the installed Pagefind still honours the chunk size the plugin sets (PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE)', () => {
  // 40 pages of words no other page has: 120 word positions in all, each word its own entry.
  const pages = Array.from({length: 40}, (_, page) => ({
    url: `/page-${page}`,
    content: `<html lang="en"><body><main data-pagefind-body><h1>Page ${page}</h1><p>alpha${page}x beta${page}x gamma${page}x</p></main></body></html>`,
  }));
  const byDefault = chunkCount(pages, null);
  const small = chunkCount(pages, 20);
  expect(byDefault).toBe(1);
  if (small <= byDefault) {
    throw new Error(
      `[${PLUGIN_NAME}] The installed pagefind no longer honours PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE (asked for chunks of 20 word positions, got ${small} chunk(s), as many as by default). ` +
        'Every query would fetch Pagefind\'s default ~21 KiB chunks: find how this version sets the chunk size and update plugins/pagefind-search/write-index.mjs.',
    );
  }
  expect(small).toBeGreaterThanOrEqual(5);
}, 60_000);
