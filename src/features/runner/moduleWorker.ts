/**
 * A Worker that always starts as an ES module worker, which Pyodide requires.
 *
 * webpack bundles `new ModuleWorker(new URL('./x.worker.ts', import.meta.url), ...)` as a worker
 * entry (plugins/pyodide-runtime registers this syntax), but it rewrites a `type: 'module'` option
 * to `undefined` unless the whole site is emitted as ES modules, which Docusaurus does not do. The
 * worker chunk is a self-contained script that is also a valid module, so the type is set here.
 */
export class ModuleWorker extends Worker {
  constructor(url: URL | string, options: WorkerOptions = {}) {
    super(url, {...options, type: 'module'});
  }
}
