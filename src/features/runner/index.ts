// Runnable Python in the page: the CodeBlock swizzle renders RunnablePythonBlock for ```python
// blocks that are not marked norun. The runner itself (worker, Pyodide) loads on the first Run.
export {default as RunnablePythonBlock} from './RunnablePythonBlock';
export {isRunnablePython} from './fenceMeta';
