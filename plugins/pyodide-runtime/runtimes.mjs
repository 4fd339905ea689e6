// The Pythons the site runs, shared by the build (./index.ts) and the example checker
// (tests/examples/run-python-blocks.mjs), so a page's examples are checked on the Python its Run
// button uses. Each documentation version runs the Python it documents; the docs' "current"
// version and every page outside versioned docs run DEFAULT_PYTHON.

/**
 * `packageName`: the npm package (package.json installs Pyodide 0.29, the last for Python 3.13,
 * under the alias `pyodide-313`).
 * @type {ReadonlyArray<{python: string, packageName: string}>}
 */
export const PYTHON_RUNTIMES = [
  {python: '3.14', packageName: 'pyodide'},
  {python: '3.13', packageName: 'pyodide-313'},
];

export const DEFAULT_PYTHON = PYTHON_RUNTIMES[0].python;

/**
 * The Python a content file's examples run on, from its path relative to the site:
 * `versioned_docs/version-3.13/...` runs 3.13; everything else the default.
 * @param {string} relativePath
 * @returns {string}
 */
export function pythonOfContentFile(relativePath) {
  const match = /^versioned_docs\/version-(\d+\.\d+)\//.exec(relativePath.split('\\').join('/'));
  return match && PYTHON_RUNTIMES.some(({python}) => python === match[1]) ? match[1] : DEFAULT_PYTHON;
}
