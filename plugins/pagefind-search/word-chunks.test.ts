// The build writes, beside each index, its chunks' word ranges and its short words
// (word-chunks.mjs), read from Pagefind's own files: the search box loads every chunk a query word
// can reach from them (src/features/search/wordChunks.ts). If a Pagefind upgrade moves the chunk
// list in its metadata, the build fails there; this checks the list still matches the chunks
// Pagefind wrote, on a small index.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compareWords, WORD_CHUNKS_FILE, type WordChunks} from '../../src/features/search/wordChunks';

test('the build lists each index chunk\'s first and last word, in order, and the index\'s short words', () => {
  const outputPath = path.join(mkdtempSync(path.join(tmpdir(), 'pydocs-word-chunks-')), 'pagefind');
  try {
    const pages = Array.from({length: 40}, (_, page) => ({
      url: `/page-${page}`,
      content: `<html lang="en"><body><main data-pagefind-body><h1>Page ${page}</h1><p>alpha${page}x beta${page}x gamma${page}x os</p></main></body></html>`,
    }));
    const written = spawnSync(process.execPath, [path.join(__dirname, 'write-index.mjs')], {input: JSON.stringify({outputPath, excludeSelectors: [], indexChunkSize: 20, pages}), encoding: 'utf8'});
    if (written.status !== 0) throw new Error(`write-index.mjs failed: ${written.stderr}`);
    const {chunks, shortWords} = JSON.parse(readFileSync(path.join(outputPath, WORD_CHUNKS_FILE), 'utf8')) as WordChunks;
    expect(chunks).toHaveLength(readdirSync(path.join(outputPath, 'index')).length);
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    const words = chunks.flat();
    expect(words[0]).toBe('0');
    words.slice(1).forEach((word, index) => expect(compareWords(words[index], word)).toBeLessThanOrEqual(0));
    expect(words[words.length - 1]).toBe('page');
    expect(shortWords).toEqual(expect.arrayContaining(['0', '39', 'os']));
    expect(shortWords.every((word) => word.length <= 3)).toBe(true);
  } finally {
    rmSync(path.dirname(outputPath), {recursive: true, force: true});
  }
}, 60_000);
