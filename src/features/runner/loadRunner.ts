/**
 * Loads the runner on first use. Doc pages carry only the editor and buttons; the runner, its
 * worker and Pyodide arrive when a reader first presses Run. There is one runner per Python
 * version (./pagePython.ts), so a 3.13 page downloads Python 3.13 and nothing of 3.14.
 */
import type {PythonRunner} from './PythonRunner';

let loading: Promise<typeof import('./browserRunner')> | null = null;
let loadedModule: typeof import('./browserRunner') | null = null;

/**
 * The runner for `python` if it is already there, so a warm Run does not flash "Loading Python…";
 * null before the first Run of that Python (then press-down starts it: startPython).
 */
export const loadedRunner = (python: string): PythonRunner | null => loadedModule?.existingRunnerFor(python) ?? null;

export function loadRunner(python: string): Promise<PythonRunner> {
  loading ??= import('./browserRunner')
    .then((module) => (loadedModule = module))
    .catch((error: unknown) => {
      loading = null; // a failed download (offline) is retried on the next Run
      throw error;
    });
  return loading.then((module) => module.runnerFor(python));
}

/**
 * Starts Python without running anything: on a press of Run, and alongside the editor's code on
 * the click. A failure here is reported by the run itself, which loads the runner again.
 */
export function startPython(python: string): void {
  loadRunner(python).then((runner) => runner.prepare(), () => undefined);
}
