/**
 * Loads the runner on first use. Doc pages carry only the editor and buttons; the runner, its
 * worker and Pyodide arrive when a reader first presses Run.
 */
import type {PythonRunner} from './PythonRunner';

let loading: Promise<PythonRunner> | null = null;
let loaded: PythonRunner | null = null;

/** The runner if it is already loaded, so a warm Run does not flash "Loading Python…". */
export const loadedRunner = (): PythonRunner | null => loaded;

export function loadRunner(): Promise<PythonRunner> {
  loading ??= import('./browserRunner')
    .then((module) => (loaded = module.runner))
    .catch((error: unknown) => {
      loading = null; // a failed download (offline) is retried on the next Run
      throw error;
    });
  return loading;
}

/**
 * Starts Python without running anything: on a press of Run, and alongside the editor's code on
 * the click. A failure here is reported by the run itself, which loads the runner again.
 */
export function startPython(): void {
  loadRunner().then((runner) => runner.prepare(), () => undefined);
}
