/**
 * Build-time data for the site pages that are generated from content files:
 *   /examples  from examples/*.md (one example per file)
 *   /faq       from faq/*.md      (one group per file, one `## Question?` per entry)
 *   /sitemap   from the routes every other plugin loaded, so a new page appears without edits.
 * Writers add files; no React code changes. The file formats are documented in CONTRIBUTING.md.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import {marked} from 'marked';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Heading} from 'mdast';
import {DOC_SECTIONS} from '../../src/data/docSections';
import {codeBlocksIn, parseFrontMatter, parseMarkdown, proseOf} from '../content/markdown-source.mjs';
import {buildSitemap, type SitemapData} from './sitemap';

export const PLUGIN_NAME = 'pydocs-content-data';

export type ExampleLevel = 'beginner' | 'intermediate' | 'advanced';
export const EXAMPLE_LEVELS: readonly ExampleLevel[] = ['beginner', 'intermediate', 'advanced'];
export const SECTION_IDS: readonly string[] = DOC_SECTIONS.map((section) => section.dir);

export type CodeExample = Readonly<{
  id: string;
  title: string;
  level: ExampleLevel;
  sections: readonly string[];
  explanationHtml: string;
  /** Plain text of the explanation, for the text filter. */
  explanationText: string;
  code: string;
  /** The code fence's info string after the language (norun=, stdin=, ...), for the Run button. */
  meta: string;
  output: string;
}>;

export type FaqEntry = Readonly<{id: string; question: string; answerHtml: string; answerText: string}>;
export type FaqGroup = Readonly<{id: string; title: string; entries: readonly FaqEntry[]}>;

export type ContentData = Readonly<{examples: readonly CodeExample[]; faq: readonly FaqGroup[]}>;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`'’"?]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Parses one examples/<id>.md file; throws with the file name when it breaks the format. */
export function parseExample(file: string, source: string): CodeExample {
  const id = path.basename(file, '.md');
  const {data, body} = parseFrontMatter(source);
  const root = parseMarkdown(body);
  const blocks = codeBlocksIn(root.children, body);
  const codeIndex = blocks.findIndex((block) => block.lang === 'python');
  const code = blocks[codeIndex];
  const output = blocks[codeIndex + 1];
  const level = String(data.level ?? '') as ExampleLevel;
  const sections: string[] = Array.isArray(data.sections) ? data.sections.map(String) : [];
  const problems = [
    typeof data.title !== 'string' && 'a title',
    !EXAMPLE_LEVELS.includes(level) && `a level (${EXAMPLE_LEVELS.join(' | ')})`,
    (sections.length === 0 || sections.some((section) => !SECTION_IDS.includes(section))) && `sections from ${SECTION_IDS.join(', ')}`,
    !code && 'a ```python block',
    (!output || output.lang !== 'output') && 'an ```output block after the code',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`examples/${id}.md needs ${problems.join(', ')}`);
  // The explanation is the Markdown before the first code block.
  const firstCode = root.children.find((node) => node.type === 'code');
  const explanation = body.slice(0, firstCode?.position?.start.offset ?? body.length).trim();
  const explanationHtml = marked.parse(explanation, {async: false}) as string;
  return {
    id,
    title: String(data.title),
    level,
    sections,
    explanationHtml,
    explanationText: plainText(explanationHtml),
    code: code.code,
    meta: code.meta,
    output: output.code,
  };
}

/** Parses one faq/<group>.md file into its questions. */
export function parseFaqGroup(file: string, source: string): FaqGroup & {position: number} {
  const {data, body} = parseFrontMatter(source);
  if (typeof data.group !== 'string') throw new Error(`${file} needs a "group" in its front matter`);
  // Each `## ` heading is a question (not a `## ` line inside a code block); its answer runs to the next.
  const questions = parseMarkdown(body).children.filter((node): node is Heading => node.type === 'heading' && node.depth === 2);
  const entries = questions.map((heading, index) => {
    const [first, last] = [heading.children[0], heading.children.at(-1)];
    const question = body.slice(first?.position?.start.offset ?? 0, last?.position?.end.offset ?? 0).trim();
    const answer = body.slice(heading.position?.end.offset, questions[index + 1]?.position?.start.offset ?? body.length);
    const answerHtml = marked.parse(answer.trim(), {async: false}) as string;
    return {id: slugify(question), question, answerHtml, answerText: plainText(answerHtml)};
  });
  return {id: slugify(data.group), title: data.group, position: Number(data.position ?? 99), entries};
}

export function loadContentData(siteDir: string): ContentData {
  const read = (pattern: string) =>
    globSync(pattern, {cwd: siteDir}).sort().map((file) => ({file, source: readFileSync(path.join(siteDir, file), 'utf8')}));
  const examples = read('examples/*.md').map(({file, source}) => parseExample(file, source));
  const faq = read('faq/*.md')
    .map(({file, source}) => parseFaqGroup(file, source))
    .sort((a, b) => a.position - b.position)
    .map(({position, ...group}) => group);
  return {examples, faq};
}

/** Word count of explanation text, used by the content tests. */
export const proseWordsOf = (markdownBody: string) => proseOf(markdownBody);

export default function contentDataPlugin(context: LoadContext): Plugin<ContentData> {
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => ['examples/*.md', 'faq/*.md'].map((pattern) => path.join(context.siteDir, pattern)),
    async loadContent() {
      return loadContentData(context.siteDir);
    },
    async contentLoaded({content, actions}) {
      const examples = await actions.createData('examples.json', JSON.stringify(content.examples));
      const faq = await actions.createData('faq.json', JSON.stringify(content.faq));
      actions.addRoute({path: '/examples', component: '@site/src/features/examples/ExamplesPage.tsx', exact: true, modules: {examples}});
      actions.addRoute({path: '/faq', component: '@site/src/features/faq/FaqPage.tsx', exact: true, modules: {faq}});
    },
    async allContentLoaded({allContent, actions}) {
      const sitemap: SitemapData = buildSitemap(allContent as unknown as Parameters<typeof buildSitemap>[0]);
      const data = await actions.createData('sitemap.json', JSON.stringify(sitemap));
      actions.addRoute({path: '/sitemap', component: '@site/src/features/sitemap/SitemapPage.tsx', exact: true, modules: {sitemap: data}});
    },
  };
}
