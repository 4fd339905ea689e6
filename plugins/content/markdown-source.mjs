// Reads the Markdown sources the writers produce (docs, tutorials, examples, FAQ) the same way for
// the build plugins and for the test suite, so what the tests check is what the site shows.
//
// The sources are parsed into mdast with the parser and extensions Docusaurus itself uses for .md
// files (micromark: CommonMark, GFM tables, `:::` admonitions as directives), so
// a `#` inside a code fence, a `]( ` inside inline code or a fence inside a list item is what the
// page shows, not what a line-by-line regex guesses.
import yaml from 'js-yaml';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {directive} from 'micromark-extension-directive';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';

/** @typedef {import('mdast').Root} Root */
/** @typedef {import('mdast').Nodes} Node */
/** @typedef {import('mdast').Heading} Heading */

/**
 * A Markdown body (front matter already removed) as mdast, parsed as Docusaurus parses a .md file.
 * @param {string} markdown
 * @returns {Root}
 */
export function parseMarkdown(markdown) {
  // The build's plugins and the test suites read the same sources several times each (a page's
  // prose, its code blocks, its exercises, its chat passages, its search records), and parsing is
  // most of what reading them costs: parse each text once. Callers only read the tree. The cache
  // holds the latest texts up to PARSED_CACHE_CHARACTERS (the whole site is under 2 M characters;
  // the scale bench's ten-times copy is not).
  let root = parsed.get(markdown);
  if (root === undefined) {
    root = parse(markdown);
    parsed.set(markdown, root);
    parsedCharacters += markdown.length;
    for (const [oldest] of parsed) {
      if (parsedCharacters <= PARSED_CACHE_CHARACTERS) break;
      parsed.delete(oldest);
      parsedCharacters -= oldest.length;
    }
  }
  return root;
}

const PARSED_CACHE_CHARACTERS = 8_000_000;
/** Parsed trees by their Markdown text, oldest first. @type {Map<string, Root>} */
const parsed = new Map();
let parsedCharacters = 0;

/** @param {string} markdown */
function parse(markdown) {
  return fromMarkdown(markdown, {extensions: [gfm(), directive()], mdastExtensions: [gfmFromMarkdown(), directiveFromMarkdown()]});
}

/**
 * Splits YAML front matter from a Markdown source. Front matter is not Markdown: Docusaurus reads
 * it before remark does (gray-matter), as the lines between a first line `---` and the next line
 * that is `---`. An empty block (`---` twice) and a closing line with trailing spaces count.
 * @param {string} source
 * @returns {{data: Record<string, unknown>, body: string, bodyStartLine: number}}
 */
export function parseFrontMatter(source) {
  const lines = source.split('\n');
  const isFence = (/** @type {string | undefined} */ line) => line !== undefined && /^---[ \t]*\r?$/.test(line);
  const close = isFence(lines[0]) ? lines.findIndex((line, index) => index > 0 && isFence(line)) : -1;
  if (close === -1) return {data: {}, body: source, bodyStartLine: 1};
  const data = /** @type {Record<string, unknown>} */ (yaml.load(lines.slice(1, close).join('\n')) ?? {});
  return {data, body: lines.slice(close + 1).join('\n'), bodyStartLine: close + 2};
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
 * Every node of a tree in document order, the tree's root first.
 * @param {Node} node
 * @returns {Generator<Node>}
 */
export function* nodesOf(node) {
  yield node;
  if ('children' in node) for (const child of node.children) yield* nodesOf(/** @type {Node} */ (child));
}

/**
 * Whether a `code` node is fenced (``` or ~~~), not a four-space indented block: only fences carry
 * a language, and writers mean only those as examples.
 * @param {import('mdast').Code} node
 * @param {string} markdown the text the node was parsed from
 */
const isFenced = (node, markdown) => /^[ \t>]*[`~]/.test(markdown.slice(node.position?.start.offset ?? 0, (node.position?.start.offset ?? 0) + 16));

/**
 * The fenced code blocks in some nodes of a parsed body, in document order.
 * @param {readonly Node[]} nodes
 * @param {string} markdown the text the nodes were parsed from
 * @param {number} [firstLine] the line of the file that is the text's first line
 * @returns {CodeBlock[]}
 */
export function codeBlocksIn(nodes, markdown, firstLine = 1) {
  /** @type {CodeBlock[]} */
  const blocks = [];
  for (const top of nodes) {
    for (const node of nodesOf(top)) {
      if (node.type !== 'code' || !isFenced(node, markdown)) continue;
      const meta = (node.meta ?? '').trim();
      blocks.push({
        lang: (node.lang ?? '').toLowerCase(),
        meta,
        attrs: parseFenceMeta(meta),
        code: node.value,
        line: firstLine + (node.position?.start.line ?? 1) - 1,
      });
    }
  }
  return blocks;
}

/**
 * Finds the fenced code blocks (``` or ~~~, any length, also inside lists or admonitions). A fence
 * inside a longer fence belongs to that block's text.
 * @param {string} body
 * @param {number} [firstLine]
 * @returns {CodeBlock[]}
 */
export function findCodeBlocks(body, firstLine = 1) {
  return codeBlocksIn(parseMarkdown(body).children, body, firstLine);
}

/**
 * How `lightMarkdown` writes what it keeps.
 * @typedef {{inlineCode: (value: string) => string, directiveLabels: boolean, rowsAsItems: boolean}} LightMarkdownOptions
 */

/** @type {LightMarkdownOptions} */
const QUOTABLE = {inlineCode: (value) => `\`${value}\``, directiveLabels: true, rowsAsItems: true};

/**
 * Inline content as light Markdown: text, inline code and emphasis as written; links as their
 * text; images and HTML/JSX tags dropped.
 * @param {readonly Node[]} nodes
 * @param {string} markdown
 * @param {LightMarkdownOptions} options
 * @returns {string}
 */
function inlineText(nodes, markdown, options) {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.value;
        case 'inlineCode':
          return options.inlineCode(node.value);
        case 'emphasis':
        case 'strong':
        case 'delete': {
          // The marker the writer used (* or _, ~), once or twice.
          const start = node.position?.start.offset ?? 0;
          const marker = /^([*_~])\1?/.exec(markdown.slice(start, start + 2))?.[0] ?? '';
          return `${marker}${inlineText(node.children, markdown, options)}${marker}`;
        }
        case 'link':
        case 'linkReference':
          return inlineText(node.children, markdown, options);
        case 'break':
          return ' ';
        case 'image':
        case 'imageReference':
        case 'html':
        case 'footnoteReference':
          return ' ';
        case 'textDirective':
          // Docusaurus turns a directive it does not know back into its text (`key:value`).
          return markdown.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
        default:
          return 'children' in node ? inlineText(/** @type {Node[]} */ (node.children), markdown, options) : '';
      }
    })
    .join('');
}

/** The text of an HTML block without its tags. @param {string} html */
const htmlText = (html) => html.replace(/<[^>]*>/g, ' ');

/**
 * Block content as lines of light Markdown: one line per paragraph, list item (marker kept: answers
 * quote lists as lists), table row (cells joined by "; ", marked as a list item: a row is not a
 * sentence, and an answer quotes it under the sentence that introduces the table), HTML block and
 * heading (as plain text); an admonition's title opens its first paragraph, followed by a colon
 * ("New in Python 3.14: …"), so that it introduces what follows instead of running into it as a
 * sentence without its full stop (a title with nothing after it is a line of its own, with its
 * colon). Code blocks and thematic breaks are left out.
 * @param {readonly Node[]} nodes
 * @param {string} markdown
 * @param {LightMarkdownOptions} options
 * @param {string[]} [lines]
 * @returns {string[]}
 */
export function lightMarkdownLines(nodes, markdown, options = QUOTABLE, lines = []) {
  for (const node of nodes) {
    switch (node.type) {
      case 'paragraph':
        if (node.data && /** @type {{directiveLabel?: boolean}} */ (node.data).directiveLabel) {
          if (options.directiveLabels) lines.push(inlineText(node.children, markdown, options).replace(/(?<![.:!?])\s*$/, ':'));
          break;
        }
        lines.push(inlineText(node.children, markdown, options));
        break;
      case 'heading':
        lines.push(headingText(node).text);
        break;
      case 'list':
        node.children.forEach((item) => {
          const start = item.position?.start.offset ?? 0;
          const number = node.ordered ? /^\s*(\d+)[.)]/.exec(markdown.slice(start, start + 12))?.[1] : undefined;
          const [first, ...rest] = item.children;
          if (first?.type === 'paragraph') lines.push(`${number ? `${number}.` : '-'} ${inlineText(first.children, markdown, options)}`);
          lightMarkdownLines(first?.type === 'paragraph' ? rest : item.children, markdown, options, lines);
        });
        break;
      case 'table':
        for (const row of node.children) {
          const cells = row.children.map((cell) => inlineText(cell.children, markdown, options).trim()).filter(Boolean).join('; ');
          lines.push(options.rowsAsItems ? `- ${cells}` : cells);
        }
        break;
      case 'html':
        lines.push(htmlText(node.value));
        break;
      case 'containerDirective': {
        // An admonition's title opens its first paragraph ("New in Python 3.14: PEP 758 allows …"):
        // on a line of its own it would be a sentence without a full stop.
        const [label, first, ...rest] = /** @type {Node[]} */ (node.children);
        if (options.directiveLabels && label?.type === 'paragraph' && label.data?.directiveLabel && first?.type === 'paragraph') {
          lines.push(`${inlineText(label.children, markdown, options).replace(/[.:!?]?\s*$/, ':')} ${inlineText(first.children, markdown, options)}`);
          lightMarkdownLines(rest, markdown, options, lines);
        } else lightMarkdownLines(/** @type {Node[]} */ (node.children), markdown, options, lines);
        break;
      }
      case 'blockquote':
      case 'listItem':
      case 'footnoteDefinition':
        lightMarkdownLines(/** @type {Node[]} */ (node.children), markdown, options, lines);
        break;
      case 'leafDirective':
        lines.push(markdown.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0));
        break;
      default:
        // code, thematicBreak, definition, yaml: not prose.
        break;
    }
  }
  return lines;
}

/**
 * A heading's text as the page shows it and Docusaurus slugs it (its headings plugin: the
 * mdast-util-to-string of the heading without its HTML), and its `{#custom-id}` if it has one.
 * @param {Heading} heading
 * @returns {{text: string, id: string | null}}
 */
export function headingText(heading) {
  const withoutHtml = heading.children.filter((child) => child.type !== 'html');
  const text = toString(withoutHtml.length > 0 ? withoutHtml : heading).trim();
  const explicit = /^(.*?)\s*\{#([^}]+)\}$/.exec(text);
  return explicit ? {text: explicit[1], id: explicit[2]} : {text, id: null};
}

/**
 * The reader-facing prose of a Markdown body: code blocks, HTML/JSX tags, link targets, admonition
 * fences and their titles removed, inline code's punctuation turned into spaces (for counting words).
 * @param {string} body
 */
export function proseOf(body) {
  const options = {inlineCode: (/** @type {string} */ value) => value.replace(/[^\w\s]/g, ' '), directiveLabels: false, rowsAsItems: false};
  return lightMarkdownLines(parseMarkdown(body).children, body, options).join('\n');
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
