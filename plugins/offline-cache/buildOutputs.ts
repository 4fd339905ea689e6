/**
 * Docusaurus runs every plugin's postBuild at the same time (Promise.all in
 * @docusaurus/core/lib/commands/build/buildLocale.js), but the offline copies list files that other
 * postBuilds write: the Python runtimes (plugins/pyodide-runtime) and the search index
 * (plugins/pagefind-search). Those register the promise of their work here, on their first line;
 * plugins/offline-cache awaits all of them before it lists the build.
 */
const pending: Promise<unknown>[] = [];

/** Called by a postBuild that writes files into the build output, before its first `await`. */
export function registerBuildOutput<T>(work: Promise<T>): Promise<T> {
  pending.push(work);
  return work;
}

/**
 * Resolves once every registered postBuild has finished. It first yields once, so that every
 * postBuild started in the same Promise.all has had its synchronous start (and registered).
 */
export async function buildOutputsSettled(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  await Promise.all(pending.splice(0));
}
