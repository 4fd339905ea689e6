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

/**
 * Python blocks run unless marked norun="why" (third-party packages, threads, fragments). Every
 * doc page calls this for every code block, so it is a regex rather than the full parser above
 * (quoted values are blanked first, so `title="… norun …"` is not a marker); a unit test checks
 * that the two agree.
 */
export function isRunnablePython(language: string | undefined, metastring: string | undefined): boolean {
  return /^py(thon)?$/i.test(language ?? '') && !/(^|\s)norun(=|\s|$)/.test((metastring ?? '').replace(/"[^"]*"|'[^']*'/g, '""'));
}
