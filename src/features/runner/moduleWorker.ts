/**
 * A Worker that starts as an ES module worker, which Pyodide requires.
 *
 * The bundler builds `new ModuleWorker(new URL('./x.worker.ts', import.meta.url), ...)` as a worker
 * entry (plugins/pyodide-runtime registers this syntax), but it rewrites a `type: 'module'` option
 * to `undefined` unless the whole site is emitted as ES modules, which Docusaurus does not do. The
 * production worker chunk is a self-contained script that is also a valid module, so the type is
 * set here. Under `docusaurus start` the dev server adds its reload client to every bundle and
 * loads it with importScripts(), which module workers lack: there the worker stays a classic one
 * (python.worker.ts explains how Pyodide still starts in it).
 */
export class ModuleWorker extends Worker {
  constructor(url: URL | string, options: WorkerOptions = {}) {
    super(url, {...options, type: process.env.NODE_ENV === 'development' ? 'classic' : 'module'});
  }
}
