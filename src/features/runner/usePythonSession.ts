/**
 * Which namespace a page's blocks run in. A doc whose front matter says `python_session: shared`
 * (tutorials, where each step builds on the last) runs all its blocks in one namespace; everywhere
 * else each run starts fresh, as the example checker runs them (CONTRIBUTING.md).
 */
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/** The shared session's id (the page's URL), or null for a fresh namespace per run. */
export function usePythonSession(): string | null {
  let doc: ReturnType<typeof useDoc> | null;
  try {
    // Called on every render; it throws outside a doc page, which is what the catch is for.
    // eslint-disable-next-line react-hooks/rules-of-hooks -- not conditional: see above
    doc = useDoc();
  } catch {
    // Outside a doc page (the /examples gallery, a React page) there is no doc context.
    doc = null;
  }
  // A project front matter key (CONTRIBUTING.md), not one the docs plugin types.
  const frontMatter: Readonly<Record<string, unknown>> | undefined = doc?.frontMatter;
  return doc && frontMatter?.python_session === 'shared' ? doc.metadata.permalink : null;
}
