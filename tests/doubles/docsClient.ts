// Stands in for @docusaurus/plugin-content-docs/client (an ES module Jest cannot load as is). A
// component under test is on no doc page unless a test gives it one with setCurrentDoc().
type DocContext = Readonly<{metadata: Readonly<{version: string; permalink: string}>; frontMatter: Readonly<Record<string, unknown>>}>;

let currentDoc: DocContext | null = null;

export function setCurrentDoc(doc: DocContext | null): void {
  currentDoc = doc;
}

export function useDoc(): DocContext {
  if (!currentDoc) throw new Error('Hook useDoc is called outside the <DocProvider>.');
  return currentDoc;
}
