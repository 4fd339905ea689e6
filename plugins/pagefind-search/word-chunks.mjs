// Writes word-chunks.json beside a Pagefind index's pagefind.js: each index chunk's first and last
// word, in order ({"chunks": [["0", "0x9"], ["0xe", "113"], …]}), and the index's words of up to
// SHORT_WORD_LENGTH letters ("shortWords"). The search box reads it to load, before a
// query, every chunk that can hold a word the query's words match (src/features/search/wordChunks.ts),
// so a query's results do not depend on which chunks earlier searches loaded. Pagefind keeps the
// list only in its metadata file (pagefind.<language>_<hash>.pf_meta: gzip, "pagefind_dcd", then
// CBOR), which its script decodes in WebAssembly and does not expose.
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

/** The file's name (src/features/search/wordChunks.ts WORD_CHUNKS_FILE). */
export const WORD_CHUNKS_FILE = 'word-chunks.json';

/**
 * Pagefind matches a word that no indexed word begins with by the longest indexed word it begins
 * with ("metclass" → "met"). Such a word's chunk is easy to find, but short words' chunks lie far
 * from the query word's ("m" and "me" from "metclass"): loading them on the chance that they are
 * words would cost most queries a few chunks. The index's words of up to 3 letters are listed
 * instead (~1.8 KiB gzipped for the current docs; up to 2 letters, 0.7 KiB, left the 3-letter
 * prefixes costing a chunk a query more often).
 */
export const SHORT_WORD_LENGTH = 3;

/** Decodes the CBOR Pagefind's metadata uses: unsigned and negative integers, byte and text strings, arrays, maps, booleans, null. */
export function decodeCbor(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder();
  let at = 0;
  const argument = (info) => {
    if (info < 24) return info;
    const size = {24: 1, 25: 2, 26: 4, 27: 8}[info];
    if (size === undefined) throw new Error(`CBOR: unsupported argument ${info} at byte ${at}`);
    const value = size === 1 ? view.getUint8(at) : size === 2 ? view.getUint16(at) : size === 4 ? view.getUint32(at) : Number(view.getBigUint64(at));
    at += size;
    return value;
  };
  const item = () => {
    const head = view.getUint8(at++);
    const major = head >> 5;
    if (major === 7) {
      const simple = {20: false, 21: true, 22: null}[head & 31];
      if (simple === undefined) throw new Error(`CBOR: unsupported simple value ${head & 31}`);
      return simple;
    }
    const count = argument(head & 31);
    if (major === 0) return count;
    if (major === 1) return -1 - count;
    if (major === 2 || major === 3) {
      const slice = bytes.subarray(at, at + count);
      at += count;
      return major === 3 ? text.decode(slice) : slice;
    }
    if (major === 4) return Array.from({length: count}, item);
    if (major === 5) return Object.fromEntries(Array.from({length: count}, () => [item(), item()]));
    throw new Error(`CBOR: unsupported major type ${major}`);
  };
  return item();
}

/** The [first word, last word] of each chunk of the index Pagefind wrote to `outputPath`. */
export function wordChunksOf(outputPath) {
  const metaFiles = readdirSync(outputPath).filter((file) => file.endsWith('.pf_meta'));
  if (metaFiles.length !== 1) throw new Error(`${outputPath}: expected one Pagefind metadata file (one language), found ${metaFiles.length}`);
  const decompressed = gunzipSync(readFileSync(path.join(outputPath, metaFiles[0])));
  const signature = decompressed.subarray(0, 12).toString('latin1');
  if (signature !== 'pagefind_dcd') throw new Error(`${metaFiles[0]}: not a Pagefind file (${JSON.stringify(signature)})`);
  // Pagefind 1.6's metadata: [version, pages, index chunks [[from, to, hash], …], filter chunks, sorts, meta fields].
  const meta = decodeCbor(decompressed.subarray(12));
  const chunks = Array.isArray(meta) ? meta[2] : undefined;
  if (!Array.isArray(chunks) || !chunks.every((chunk) => Array.isArray(chunk) && typeof chunk[0] === 'string' && typeof chunk[1] === 'string' && typeof chunk[2] === 'string')) {
    throw new Error(`${metaFiles[0]}: its index chunks are not where Pagefind 1.6 put them (metadata version ${JSON.stringify(Array.isArray(meta) ? meta[0] : meta)}); update plugins/pagefind-search/word-chunks.mjs`);
  }
  return chunks.map(([from, to]) => [from, to]);
}

/** The index's words of up to SHORT_WORD_LENGTH letters, sorted, read from its chunk files. */
export function shortWordsOf(outputPath) {
  const folder = path.join(outputPath, 'index');
  const words = readdirSync(folder).flatMap((file) => {
    const chunk = decodeCbor(gunzipSync(readFileSync(path.join(folder, file))).subarray(12));
    // A chunk: [words [[word, pages…], …], …].
    return chunk[0].map((entry) => entry[0]);
  });
  return words.filter((word) => Array.from(word).length <= SHORT_WORD_LENGTH).sort();
}

export function writeWordChunks(outputPath) {
  const file = {chunks: wordChunksOf(outputPath), shortWords: shortWordsOf(outputPath)};
  writeFileSync(path.join(outputPath, WORD_CHUNKS_FILE), JSON.stringify(file));
}
