/**
 * The Web Worker that runs readers' Python, so a long program never freezes the page. Pyodide is
 * loaded from the site's own /pyodide/ folder (plugins/pyodide-runtime copies it there) by a native
 * import() that the bundler leaves alone: the 13 MB runtime is fetched only when a reader first
 * presses Run, never bundled.
 */
import type {loadPyodide as LoadPyodide} from 'pyodide';
import prelude from '../prelude.py';
import helper from './run_example.py';
import type {MainToWorker, WorkerToMain} from '../protocol';
import {createRunnerCore, type PythonRuntime, type RunnerCore} from './runnerCore';

// The project's TypeScript program uses the DOM library, not the WebWorker one: type the little
// of the worker scope this file touches.
const scope = self as unknown as {
  postMessage(message: WorkerToMain): void;
  onmessage: ((event: MessageEvent<MainToWorker>) => void) | null;
};
const post = (message: WorkerToMain) => scope.postMessage(message);

let core: RunnerCore | null = null;

async function start(indexURL: string): Promise<void> {
  const started = performance.now();
  if (process.env.NODE_ENV === 'development') {
    // Dev server only (see moduleWorker.ts): this is a classic worker, which Pyodide refuses because
    // importScripts() works in it. Pyodide loads itself with import(), which classic workers have
    // too, so hide importScripts now that the bundle has started.
    Object.defineProperty(self, 'importScripts', {value: undefined, configurable: true});
  }
  try {
    const runtime = (await import(/* webpackIgnore: true */ `${indexURL}pyodide.mjs`)) as {loadPyodide: typeof LoadPyodide};
    const pyodide = await runtime.loadPyodide({indexURL});
    core = createRunnerCore(pyodide, {prelude, helper}, post);
    post({type: 'ready', loadMs: Math.round(performance.now() - started)});
  } catch (error) {
    post({type: 'load-failed', message: error instanceof Error ? error.message : String(error)});
  }
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'init') void start(message.indexURL);
  else core?.run(message);
};
