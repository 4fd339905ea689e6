// Runnable Python in the page: the CodeBlock swizzle renders RunnablePythonBlock for ```python
// blocks that are not marked norun. The runner itself (worker, Pyodide) loads on the first Run.
export {default as RunnablePythonBlock} from './RunnablePythonBlock';
export {isRunnablePython} from './fenceMeta';

// The runner's parts for other features' interactive UI (the exercises' editor and Check). Use
// these only from code that is itself loaded with import(): the editor and highlighter must never
// join a page's initial JavaScript. This index is free of side effects for the bundler
// (plugins/feature-entries), so a page that imports RunnablePythonBlock carries none of them.
export {default as PythonEditor} from './PythonEditor';
export {default as RunOutput} from './RunOutput';
export {INITIAL_RUN_STATE, isBusy, runReducer, type RunState} from './runState';
export {loadRunner, loadedRunner, startPython} from './loadRunner';
export {usePagePython} from './pagePython';
export {useShownRunState} from './useShownRunState';
export {usePythonRun} from './usePythonRun';
export {trimTraceback} from './traceback';
export type {RunEvent, RunHandle, RunListener} from './PythonRunner';
export type {CheckResult, ExerciseCheck, RunRequest} from './protocol';
