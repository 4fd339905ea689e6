/**
 * The Web Worker that runs readers' Python, so a long program never freezes the page. Pyodide is
 * loaded from the site's own /pyodide/ folder (plugins/pyodide-runtime copies it there) by a native
 * import() that the bundler leaves alone: the 15 MB runtime is fetched only when a reader first
 * presses Run, never bundled.
 */
import type {loadPyodide as LoadPyodide} from 'pyodide';
import prelude from '../prelude.py';
import helper from './run_example.py';
import checker from './check_exercise.py';
import type {MainToWorker, WorkerToMain} from '../protocol';
import {createRunnerCore, type RunnerCore} from './runnerCore';
import {describeLoadError} from './loadError';
import {createStdinReader} from './stdinChannel';

// The project's TypeScript program uses the DOM library, not the WebWorker one: type the little
// of the worker scope this file touches.
const scope = self as unknown as {
  postMessage(message: WorkerToMain): void;
  onmessage: ((event: MessageEvent<MainToWorker>) => void) | null;
};
const post = (message: WorkerToMain) => scope.postMessage(message);

let core: RunnerCore | null = null;

async function start(indexURL: string, stdinBuffer: SharedArrayBuffer | null): Promise<void> {
  const started = performance.now();
  if (process.env.NODE_ENV === 'development') {
    // Dev server only (see moduleWorker.ts): this is a classic worker, which Pyodide refuses because
    // importScripts() works in it. Pyodide loads itself with import(), which classic workers have
    // too, so hide importScripts now that the bundle has started.
    Object.defineProperty(self, 'importScripts', {value: undefined, configurable: true});
  }
  // Some start-up failures never reach the await below: when the WebAssembly download or compile
  // fails, Emscripten aborts inside a promise chain loadPyodide does not return, and the page
  // would say "Loading Python…" for ever. Report those too, once.
  let settled = false;
  const fail = (reason: unknown) => {
    if (settled) return;
    settled = true;
    post({type: 'load-failed', message: describeLoadError(reason)});
  };
  const onRejection = (event: PromiseRejectionEvent) => fail(event.reason);
  const onError = (event: ErrorEvent) => fail(event.error ?? event.message);
  // A Content-Security-Policy without 'wasm-unsafe-eval' makes Emscripten give up silently.
  const onViolation = (event: SecurityPolicyViolationEvent) => fail(`the site's security policy blocked it (${event.effectiveDirective})`);
  self.addEventListener('unhandledrejection', onRejection);
  self.addEventListener('error', onError);
  self.addEventListener('securitypolicyviolation', onViolation);
  // Pyodide compiles its WebAssembly with instantiateStreaming and, when that fails (the download
  // breaks off, or fails after Pyodide started waiting for it), only logs "wasm instantiation
  // failed!" and waits for ever (getInstantiateWasmFunc in pyodide.mjs). The rejection is handled
  // there, so onRejection never sees it: watch the call itself while Python starts.
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = (source, imports) => {
    const instantiating = instantiateStreaming.call(WebAssembly, source, imports);
    instantiating.catch(fail);
    return instantiating;
  };
  try {
    const runtime = (await import(/* webpackIgnore: true */ `${indexURL}pyodide.mjs`)) as {loadPyodide: typeof LoadPyodide};
    const pyodide = await runtime.loadPyodide({indexURL});
    if (settled) return;
    settled = true;
    core = createRunnerCore(pyodide, {prelude, helper, checker}, post, undefined, stdinBuffer ? createStdinReader(stdinBuffer) : null);
    const python = String(pyodide.runPython("import sys; '.'.join(map(str, sys.version_info[:3]))"));
    post({type: 'ready', loadMs: Math.round(performance.now() - started), python});
  } catch (error) {
    fail(error);
  } finally {
    WebAssembly.instantiateStreaming = instantiateStreaming;
    self.removeEventListener('unhandledrejection', onRejection);
    self.removeEventListener('error', onError);
    self.removeEventListener('securitypolicyviolation', onViolation);
  }
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'init') void start(message.indexURL, message.stdinBuffer);
  else core?.run(message);
};
