/**
 * Splits one Markdown page into the passages the chat assistant retrieves: the introduction (text
 * before the first `##`) and one passage per `##`/`###` heading, each with the anchor Docusaurus
 * gives that heading, its prose as plain text and its Python code blocks.
 */
import {createSlugger} from '@docusaurus/utils';
import {findCodeBlocks} from '../content/markdown-source.mjs';

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

/** Sections whose text is only a list of links: they would match every query and answer none. */
const SKIPPED_HEADINGS = new Set(['see also']);

/**
 * The text Docusaurus slugs for a heading: what mdast-util-to-string returns for the heading's
 * inline nodes (inline code keeps its content, links keep their text, emphasis markers go).
 */
export function headingPlainText(markdownHeading: string): string {
  return markdownHeading
    .split(/(`+[^`]*`+)/)
    .map((part, index) => {
      if (index % 2 === 1) return part.replace(/^`+|`+$/g, '');
      return part
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
        .replace(/(\*|_)(?=\S)([\s\S]*?\S)\1(?![\w])/g, '$2')
        .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1');
    })
    .join('')
    .trim();
}

/** Docusaurus' `## Title {#custom-id}` syntax. */
function explicitId(heading: string): {text: string; id: string | null} {
  const match = /^(.*?)\s*\{#([^}]+)\}\s*$/.exec(heading);
  return match ? {text: match[1], id: match[2]} : {text: heading, id: null};
}

/**
 * The prose of a section as light Markdown: paragraphs on their own lines, inline code kept in
 * backticks (answers quote it), link targets, images, HTML/JSX tags, tables' rules and admonition
 * fences removed. Code blocks are taken separately.
 */
export function proseMarkdown(markdown: string): string {
  const paragraphs: string[] = [];
  let paragraph: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (paragraph.length > 0) paragraphs.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && /^\s*[`~]+\s*$/.test(line)) fence = null;
      continue;
    }
    if (marker) {
      flush();
      fence = marker[1];
      continue;
    }
    if (/^\s*(import|export)\s/.test(line)) continue;
    const admonition = /^\s*:::\s*(\w+)?\s*(.*)$/.exec(line);
    if (admonition) {
      flush();
      if (admonition[2]) paragraphs.push(admonition[2].replace(/^\[|\]$/g, ''));
      continue;
    }
    if (/^\s*\|?[\s:|-]+\|[\s:|-]*$/.test(line)) continue;
    const listItem = /^\s*([-*+]|\d+\.)\s+(.*)$/.exec(line);
    const tableRow = /^\s*\|(.*)\|\s*$/.exec(line);
    if (line.trim() === '') flush();
    else if (tableRow) {
      flush();
      paragraph.push(tableRow[1].split('|').map((cell) => cell.trim()).filter(Boolean).join('; '));
      flush();
    } else if (listItem) {
      // Each item is its own line, marker kept (answers quote lists as lists); its indented
      // continuation lines join it.
      flush();
      paragraph.push(`${/\d/.test(listItem[1]) ? listItem[1] : '-'} ${listItem[2]}`);
    } else paragraph.push(line.replace(/^\s*>\s?/, '').trim());
  }
  flush();
  return paragraphs
    .map((text) =>
      text
        .replace(/<[^>]+>/g, ' ')
        .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => text.length > 0)
    .join('\n');
}

/**
 * Sections of a Markdown body (front matter already removed). Headings inside code fences are not
 * headings. Every heading goes through one slugger in page order, as Docusaurus does, so repeated
 * headings get the same `-1`, `-2` suffixes as on the page.
 */
export function splitIntoSections(body: string, anchorOf: (text: string) => string = defaultAnchorFactory()): PageSection[] {
  const lines = body.split('\n');
  const sections: Array<{heading: string; anchor: string; level: number; lines: string[]}> = [];
  let current = {heading: '', anchor: '', level: 1, lines: [] as string[]};
  sections.push(current);
  let fence: string | null = null;
  for (const line of lines) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && /^\s*[`~]+\s*$/.test(line)) fence = null;
      current.lines.push(line);
      continue;
    }
    if (marker) {
      fence = marker[1];
      current.lines.push(line);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) {
      current.lines.push(line);
      continue;
    }
    const level = heading[1].length;
    const {text, id} = explicitId(heading[2]);
    const plain = headingPlainText(text);
    const anchor = id ?? anchorOf(plain);
    if (level === 2 || level === 3) {
      current = {heading: plain, anchor, level, lines: []};
      sections.push(current);
    } else if (level > 3) {
      // Deeper headings stay inside their section, as a line of text.
      current.lines.push(plain);
    }
    // The `# Title` heading only consumes its slug: the introduction links to the page itself.
  }
  return sections
    .filter((section) => !SKIPPED_HEADINGS.has(section.heading.toLowerCase()))
    .map((section) => {
      const markdown = section.lines.join('\n');
      const code = findCodeBlocks(markdown)
        .filter((block) => block.lang === 'python' || block.lang === 'py' || block.lang === 'pycon')
        .map((block) => block.code.trim())
        .filter((code) => code.length > 0 && code.split('\n').length <= MAX_CODE_LINES);
      return {heading: section.heading, anchor: section.anchor, level: section.level, text: proseMarkdown(markdown), code, errors: errorLinesOf(markdown)};
    })
    .filter((section) => section.text.length > 0 || section.code.length > 0);
}

function defaultAnchorFactory(): (text: string) => string {
  const slugger = createSlugger();
  return (text) => slugger.slug(text);
}

/** A line of output that reports an exception: `TypeError: ...`, `json.decoder.JSONDecodeError: ...`. */
const ERROR_OUTPUT_LINE = /^\s*(?:[\w.]+\.)?[A-Z]\w*(?:Error|Exception|Warning|Interrupt|Iteration|Exit)\b(?::.*)?$/;
const MAX_ERROR_LINE = 160;

/** The exceptions a piece of Markdown shows in its output and traceback blocks, or names in `raises=`. */
export function errorLinesOf(markdown: string): string[] {
  const lines = new Set<string>();
  for (const block of findCodeBlocks(markdown)) {
    const raises = block.attrs?.raises;
    if (typeof raises === 'string' && raises) lines.add(raises);
    if (block.lang === 'python' || block.lang === 'py') continue;
    for (const line of block.code.split('\n')) {
      if (ERROR_OUTPUT_LINE.test(line)) lines.add(line.trim().slice(0, MAX_ERROR_LINE));
    }
  }
  return [...lines];
}
