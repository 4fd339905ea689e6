/**
 * Each Python runtime's folder under the site's baseUrl, `pyodide/<version>/`, by Python version
 * ("3.14", "3.13"), written into the bundle at build time by plugins/pyodide-runtime: the version
 * is a hash of the runtime's files, so browsers may keep them for good and a new runtime arrives
 * under a new name. Only the lazily loaded runner reads this.
 */
export const RUNTIME_PATHS: Readonly<Record<string, string>> = JSON.parse(process.env.PYDOCS_PYODIDE_PATHS ?? '{}') as Record<string, string>;
