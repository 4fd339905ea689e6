/**
 * The runner's parts for other features' interactive UI (the exercises' editor and Check).
 * Import this only from code that is itself loaded with import(): its editor and highlighter must
 * never join a page's initial JavaScript (the index is what doc pages load eagerly).
 */
export {default as PythonEditor} from './PythonEditor';
export {default as RunOutput} from './RunOutput';
export {INITIAL_RUN_STATE, isBusy, runReducer, type RunState} from './runState';
export {loadRunner, loadedRunner, startPython} from './loadRunner';
export {usePagePython} from './pagePython';
export {useShownRunState} from './useShownRunState';
export {usePythonRun} from './usePythonRun';
export {trimTraceback} from './traceback';
export type {RunEvent, RunHandle, RunListener} from './PythonRunner';
export type {CheckResult, ExerciseCheck} from './protocol';
