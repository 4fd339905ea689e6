/**
 * The Python runtime's folder under the site's baseUrl, `pyodide/<version>/`, written into the
 * bundle at build time by plugins/pyodide-runtime: the version is a hash of the runtime's files,
 * so browsers may keep them for good and a new runtime arrives under a new name.
 */
export const RUNTIME_PATH: string = process.env.PYDOCS_PYODIDE_PATH ?? '';
