/**
 * The one rule that splits an evaluation set into a tuning set and a held-out set, for the
 * assistant's questions (src/features/chat/retrieval/evaluation.ts) and the search queries
 * (src/features/search/evaluation/evaluation.ts): an item whose text hashes to an odd number is
 * held out. It depends on the item's own text only, so adding items never moves the others.
 */
export type Split = 'tuning' | 'held-out';

/** FNV-1a, 32 bits, over the UTF-8 bytes of `text`: small, fixed and the same everywhere. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function splitOfText(text: string): Split {
  return fnv1a(text) % 2 === 1 ? 'held-out' : 'tuning';
}
