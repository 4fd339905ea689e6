/**
 * Reads a code fence's info string the way the example checker does
 * (plugins/content/markdown-source.mjs, parseFenceMeta; a unit test keeps the two in step), so a
 * block the test suite runs is exactly a block readers can run. Conventions: CONTRIBUTING.md.
 */
export type FenceMeta = Readonly<Record<string, string | true>>;

export function parseFenceMeta(metastring: string | undefined): FenceMeta {
  const attrs: Record<string, string | true> = {};
  const pattern = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
  for (let found = pattern.exec(metastring ?? ''); found !== null; found = pattern.exec(metastring ?? '')) {
    attrs[found[1]] = found[2] ?? found[3] ?? found[4] ?? true;
  }
  return attrs;
}

const PYTHON_LANGUAGES = new Set(['python', 'py']);

/** Python blocks run unless marked norun="why" (third-party packages, threads, fragments). */
export function isRunnablePython(language: string | undefined, metastring: string | undefined): boolean {
  return language !== undefined && PYTHON_LANGUAGES.has(language.toLowerCase()) && parseFenceMeta(metastring).norun === undefined;
}
