// What a judge is shown of a section, and a fingerprint of it. A verdict is about the section as the
// judge saw it: once a page's text, code or commands change (a content pass, or the chat index
// keeping more of a section), a "no" given before may no longer hold, and bench/judge-pool.mjs
// draws the pair again. Shared by judge-pool.mjs (items and their fingerprints) and
// backfill-shown.mjs (the fingerprints of the rounds judged before fingerprints were kept).

/** The section at `url` as the judges see it, from a PassageIndex (any version of it: old ones had no commands). */
export function shownSection(index, url) {
  const passage = index.passages.find((candidate) => candidate.url === url);
  if (!passage) return null;
  const commands = (passage.commands ?? []).map(({language, code}) => `# (${language})\n${code}`);
  return {page: passage.pageTitle, heading: passage.heading || '(the page introduction)', text: passage.text, code: [...passage.code, ...commands]};
}

/** FNV-1a (32-bit) of the section as shown, as 8 hex digits; null when the section is gone. */
export function fingerprint(section) {
  if (section === null) return null;
  const text = JSON.stringify(section);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Whether a judged (question, section) pair must be judged again: every verdict on it is a "no"
 * given to the section as it was, and the section now shows something else. `current` is the
 * section's fingerprint now (null when it is gone, and a gone section cannot be drawn).
 */
export function judgeAgain(records, current) {
  if (current === null) return false;
  return records.every((record) => !record.judged.every((verdict) => verdict.answers) && record.shown !== current);
}
