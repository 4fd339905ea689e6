// Reads the Markdown sources the writers produce (docs, tutorials, examples, FAQ) the same way for
// the build plugins and for the test suite, so what the tests check is what the site shows.
import yaml from 'js-yaml';

/**
 * Splits YAML front matter from a Markdown source.
 * @param {string} source
 * @returns {{data: Record<string, unknown>, body: string, bodyStartLine: number}}
 */
export function parseFrontMatter(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return {data: {}, body: source, bodyStartLine: 1};
  const data = /** @type {Record<string, unknown>} */ (yaml.load(match[1]) ?? {});
  return {data, body: source.slice(match[0].length), bodyStartLine: match[0].split('\n').length};
}

/**
 * Parses a fence info string such as `python raises="ValueError" title="x.py"`.
 * Bare words become `true`.
 * @param {string} meta
 * @returns {Record<string, string | true>}
 */
export function parseFenceMeta(meta) {
  /** @type {Record<string, string | true>} */
  const attrs = {};
  const pattern = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
  let found;
  while ((found = pattern.exec(meta)) !== null) {
    attrs[found[1]] = found[2] ?? found[3] ?? found[4] ?? true;
  }
  return attrs;
}

/**
 * @typedef {{lang: string, meta: string, attrs: Record<string, string | true>, code: string, line: number}} CodeBlock
 */

/**
 * Finds the top-level fenced code blocks (``` or ~~~, any length, possibly indented inside lists or
 * admonitions). A fence inside a longer fence belongs to that block's text.
 * @param {string} body
 * @param {number} [firstLine]
 * @returns {CodeBlock[]}
 */
export function findCodeBlocks(body, firstLine = 1) {
  const lines = body.split('\n');
  /** @type {CodeBlock[]} */
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const content = [];
    let j = i + 1;
    for (; j < lines.length && !closing.test(lines[j]); j++) {
      content.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    blocks.push({
      lang: lang.toLowerCase(),
      meta: meta.trim(),
      attrs: parseFenceMeta(meta.trim()),
      code: content.join('\n'),
      line: firstLine + i,
    });
    i = j;
  }
  return blocks;
}

/**
 * The reader-facing prose of a Markdown body: code blocks, HTML/JSX tags, import lines, link
 * targets and admonition fences removed.
 * @param {string} body
 */
export function proseOf(body) {
  const lines = body.split('\n');
  const kept = [];
  let fence = null;
  for (const line of lines) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && /^\s*[`~]+\s*$/.test(line)) fence = null;
      continue;
    }
    if (marker) {
      fence = marker[1];
      continue;
    }
    if (/^\s*(import|export)\s/.test(line) || /^\s*:::/.test(line)) continue;
    kept.push(line);
  }
  return kept
    .join('\n')
    .replace(/<\/?[A-Za-z][^<>\n]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, (inline) => inline.replace(/[^\w\s]/g, ' '));
}

/** Counts words (runs of letters or digits) in prose. @param {string} prose */
export function countWords(prose) {
  return (prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu) ?? []).length;
}

/**
 * The Python examples of a page, each paired with the output block that follows it (if the very
 * next code block is an `output` block).
 * @param {CodeBlock[]} blocks
 */
export function pythonExamples(blocks) {
  const examples = [];
  blocks.forEach((block, index) => {
    if (block.lang !== 'python' && block.lang !== 'py') return;
    const next = blocks[index + 1];
    examples.push({...block, expected: next && next.lang === 'output' ? next.code : null});
  });
  return examples;
}
