import type {Heading, Nodes, Root} from 'mdast';

export type CodeBlock = {lang: string; meta: string; attrs: Record<string, string | true>; code: string; line: number};
export type PythonExample = CodeBlock & {expected: string | null};
export type LightMarkdownOptions = {inlineCode: (value: string) => string; directiveLabels: boolean};
export function parseMarkdown(markdown: string): Root;
export function parseFrontMatter(source: string): {data: Record<string, unknown>; body: string; bodyStartLine: number};
export function parseFenceMeta(meta: string): Record<string, string | true>;
export function nodesOf(node: Nodes): Generator<Nodes>;
export function codeBlocksIn(nodes: readonly Nodes[], markdown: string, firstLine?: number): CodeBlock[];
export function findCodeBlocks(body: string, firstLine?: number): CodeBlock[];
export function lightMarkdownLines(nodes: readonly Nodes[], markdown: string, options?: LightMarkdownOptions, lines?: string[]): string[];
export function headingText(heading: Heading): {text: string; id: string | null};
export function proseOf(body: string): string;
export function countWords(prose: string): number;
export function pythonExamples(blocks: CodeBlock[]): PythonExample[];
