export type CodeBlock = {lang: string; meta: string; attrs: Record<string, string | true>; code: string; line: number};
export type PythonExample = CodeBlock & {expected: string | null};
export function parseFrontMatter(source: string): {data: Record<string, unknown>; body: string; bodyStartLine: number};
export function parseFenceMeta(meta: string): Record<string, string | true>;
export function findCodeBlocks(body: string, firstLine?: number): CodeBlock[];
export function proseOf(body: string): string;
export function countWords(prose: string): number;
export function pythonExamples(blocks: CodeBlock[]): PythonExample[];
