/**
 * Which Python a page's examples run on: the Python its documentation version documents (a
 * /docs/3.13 page runs Python 3.13), and the current Python everywhere else (current docs,
 * tutorials, the examples gallery). plugins/pyodide-runtime serves one runtime per version.
 */
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/** The docs' "current" version, and the Python of every page outside versioned docs. */
export const CURRENT_PYTHON = '3.14';

/** The Python version ("3.14", "3.13") this page's examples run on. */
export function usePagePython(): string {
  let version: string | undefined;
  try {
    // Called on every render; it throws outside a doc page, which is what the catch is for.
    // eslint-disable-next-line react-hooks/rules-of-hooks -- not conditional: see above
    version = useDoc().metadata.version;
  } catch {
    // Outside a doc page (the /examples gallery, a React page) there is no doc context.
    version = undefined;
  }
  // Versioned docs are named after their Python ("3.13"); the "current" version is CURRENT_PYTHON.
  return version && /^\d+\.\d+$/.test(version) ? version : CURRENT_PYTHON;
}
