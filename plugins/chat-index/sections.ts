/**
 * Splits one Markdown page into the passages the chat assistant retrieves: the introduction (text
 * before the first `##`) and one passage per `##`/`###` heading, each with the anchor Docusaurus
 * gives that heading, its prose as plain text, its Python code blocks and its shell commands.
 */
import {createSlugger} from '@docusaurus/utils';
import {codeBlocksIn, findCodeBlocks, headingText, lightMarkdownLines, nodesOf, parseMarkdown, type CodeBlock} from '../content/markdown-source.mjs';

/** A block that is not Python but is what a reader types or writes: a shell command, a config file. */
export type Command = Readonly<{language: string; code: string}>;

/** The languages of such blocks (`text` and `output` blocks are what a program prints). */
const COMMAND_LANGUAGES: ReadonlySet<string> = new Set(['bash', 'sh', 'shell', 'console', 'powershell', 'ps1', 'bat', 'cmd', 'toml', 'ini', 'yaml', 'yml', 'json', 'jsonc', 'dockerfile']);

/** A block short enough to quote in a chat answer (longer ones are linked, not quoted). */
function shortEnoughToQuote(code: string): boolean {
  return code.length > 0 && lineCount(code) <= MAX_CODE_LINES;
}

export type PageSection = Readonly<{
  /** Heading text as the reader sees it; '' for the introduction. */
  heading: string;
  /** The heading's HTML id ('' for the introduction, which links to the page itself). */
  anchor: string;
  /** 2 for `##`, 3 for `###`; 1 for the introduction. */
  level: number;
  text: string;
  code: readonly string[];
  /**
   * Which of `code` raise an exception on purpose (a block marked `raises="…"`, shown with its
   * traceback): an answer about an error quotes one of the others as the fix, never the code
   * that fails.
   */
  raising: readonly number[];
  /** For each of `raising`, in order, the error it ends with ("TypeError: cannot use 'list' as a dict key …"). */
  raised: readonly string[];
  /**
   * Which of `code` the page marks `norun="why"` (a third-party package, a display, a server): an
   * answer shows them without a Run button, as the page does, or the reader's Run would fail.
   */
  notRunnable: readonly number[];
  /**
   * The shell commands and configuration files the section shows (`bash`, `powershell`, `toml` …
   * blocks), with their language: the answer to "how do I create a virtual environment" is the
   * command, and a passage without it could only describe it.
   */
  commands: readonly Command[];
  /**
   * The error lines the section shows (`KeyError: 'x'` in an output or traceback block, or a
   * block's `raises="KeyError"`): a section that shows an error is where a reader who pasted it
   * finds it explained.
   */
  errors: readonly string[];
}>;

/**
 * Longer blocks are whole programs from the tutorials: too long to quote in a chat answer (the
 * citation links to them), and a third of the index's size.
 */
export const MAX_CODE_LINES = 30;
/**
 * A section none of whose Python blocks is that short still quotes its shortest one up to this
 * length: "A first test case", "Abstract base classes" and "Sharing state between processes"
 * explain a 32-45-line program, and an answer from them without it showed no code at all.
 */
export const MAX_ONLY_CODE_LINES = 45;

function lineCount(code: string): number {
  return code.split('\n').length;
}

/** Sections whose text is only a list of links: they would match every query and answer none. */
const SKIPPED_HEADINGS = new Set(['see also']);

type MdastNode = ReturnType<typeof parseMarkdown>['children'][number];

/**
 * The text Docusaurus slugs for a heading written in Markdown: what mdast-util-to-string returns
 * for the heading's inline nodes (inline code keeps its content, links keep their text, emphasis
 * markers go).
 */
export function headingPlainText(markdownHeading: string): string {
  const [heading] = parseMarkdown(`## ${markdownHeading}`).children;
  return heading?.type === 'heading' ? headingText(heading).text : markdownHeading.trim();
}

/** The light Markdown lines of a section as one passage text: a line per paragraph, spaces evened out. */
function passageText(lines: readonly string[]): string {
  return lines
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

/**
 * The prose of some Markdown as light Markdown: paragraphs on their own lines, inline code kept in
 * backticks (answers quote it), link targets, images, HTML/JSX tags, tables' rules and admonition
 * fences removed. Code blocks are taken separately.
 */
export function proseMarkdown(markdown: string): string {
  return passageText(lightMarkdownLines(parseMarkdown(markdown).children, markdown));
}

/**
 * What a block that raises on purpose ends with: the error line of the output block after it
 * ("TypeError: cannot use 'list' as a dict key …"), or its `raises=`. An answer that quotes the
 * block without the page's output says so under it, or it would read as working code.
 */
function raisedBy(blocks: readonly CodeBlock[], at: number): string {
  const next = blocks[at + 1];
  const shown = next && next.lang !== 'python' && next.lang !== 'py' ? next.code.split('\n').filter((line) => ERROR_OUTPUT_LINE.test(line)).at(-1) : undefined;
  return (shown ?? String(blocks[at].attrs?.raises)).trim().slice(0, MAX_ERROR_LINE);
}

/** Python blocks short enough to quote, which of them raise on purpose (`raises="…"`), what each of those raises, and which are marked `norun`. */
function quotableCode(blocks: readonly CodeBlock[]): {code: string[]; raising: number[]; raised: string[]; notRunnable: number[]} {
  const quotable = blocks
    .map((block, at) => ({block, at}))
    .filter(({block}) => block.lang === 'python' || block.lang === 'py' || block.lang === 'pycon')
    .map(({block, at}) => {
      const raises = typeof block.attrs?.raises === 'string';
      return {code: block.code.trim(), raises, raised: raises ? raisedBy(blocks, at) : '', runs: block.attrs?.norun === undefined};
    })
    .filter(({code}) => code.length > 0);
  const short = quotable.filter(({code}) => shortEnoughToQuote(code));
  // A section whose every block is a little long would otherwise answer with no code at all.
  const shortest = quotable.filter(({code}) => lineCount(code) <= MAX_ONLY_CODE_LINES).sort((a, b) => lineCount(a.code) - lineCount(b.code))[0];
  return fromQuoted(short.length > 0 || !shortest ? short : [shortest]);
}

function fromQuoted(quotable: ReadonlyArray<{code: string; raises: boolean; raised: string; runs: boolean}>): {code: string[]; raising: number[]; raised: string[]; notRunnable: number[]} {
  return {
    code: quotable.map((block) => block.code),
    raising: quotable.flatMap((block, index) => (block.raises ? [index] : [])),
    raised: quotable.flatMap((block) => (block.raises ? [block.raised] : [])),
    notRunnable: quotable.flatMap((block, index) => (block.runs ? [] : [index])),
  };
}

/**
 * Sections of a Markdown body (front matter already removed), split at its `##` and `###`
 * headings. Every heading goes through one slugger in page order, as Docusaurus does, so repeated
 * headings get the same `-1`, `-2` suffixes as on the page.
 */
export function splitIntoSections(body: string, anchorOf: (text: string) => string = defaultAnchorFactory()): PageSection[] {
  const root = parseMarkdown(body);
  // Headings anywhere (an admonition may hold one) take their slug in document order.
  const anchors = new Map<MdastNode, {text: string; anchor: string}>();
  for (const node of nodesOf(root)) {
    if (node.type !== 'heading') continue;
    const {text, id} = headingText(node);
    anchors.set(node, {text, anchor: id ?? anchorOf(text)});
  }
  const sections: Array<{heading: string; anchor: string; level: number; nodes: MdastNode[]}> = [];
  let current = {heading: '', anchor: '', level: 1, nodes: [] as MdastNode[]};
  sections.push(current);
  for (const node of root.children) {
    const heading = node.type === 'heading' ? anchors.get(node) : undefined;
    if (node.type !== 'heading' || !heading || node.depth > 3) {
      // Deeper headings stay inside their section, as a line of text.
      current.nodes.push(node);
    } else if (node.depth > 1) {
      current = {heading: heading.text, anchor: heading.anchor, level: node.depth, nodes: []};
      sections.push(current);
    }
    // The `# Title` heading only consumes its slug: the introduction links to the page itself.
  }
  return sections
    .filter((section) => !SKIPPED_HEADINGS.has(section.heading.toLowerCase()))
    .map((section) => {
      const blocks = codeBlocksIn(section.nodes, body);
      return {
        heading: section.heading,
        anchor: section.anchor,
        level: section.level,
        text: passageText(lightMarkdownLines(section.nodes, body)),
        ...quotableCode(blocks),
        commands: blocks
          .filter((block) => COMMAND_LANGUAGES.has(block.lang) && shortEnoughToQuote(block.code.trim()))
          .map((block) => ({language: block.lang, code: block.code.trim()})),
        errors: errorLines(blocks),
      };
    })
    .filter((section) => section.text.length > 0 || section.code.length > 0 || section.commands.length > 0);
}

function defaultAnchorFactory(): (text: string) => string {
  const slugger = createSlugger();
  return (text) => slugger.slug(text);
}

/** A line of output that reports an exception: `TypeError: ...`, `json.decoder.JSONDecodeError: ...`. */
const ERROR_OUTPUT_LINE = /^\s*(?:[\w.]+\.)?[A-Z]\w*(?:Error|Exception|Warning|Interrupt|Iteration|Exit)\b(?::.*)?$/;
const MAX_ERROR_LINE = 160;

/** The exceptions some code blocks show in their output and traceback blocks, or name in `raises=`. */
function errorLines(blocks: readonly CodeBlock[]): string[] {
  const lines = new Set<string>();
  for (const block of blocks) {
    const raises = block.attrs?.raises;
    if (typeof raises === 'string' && raises) lines.add(raises);
    if (block.lang === 'python' || block.lang === 'py') continue;
    for (const line of block.code.split('\n')) {
      if (ERROR_OUTPUT_LINE.test(line)) lines.add(line.trim().slice(0, MAX_ERROR_LINE));
    }
  }
  return [...lines];
}

/** The exceptions a piece of Markdown shows in its output and traceback blocks, or names in `raises=`. */
export function errorLinesOf(markdown: string): string[] {
  return errorLines(findCodeBlocks(markdown));
}
