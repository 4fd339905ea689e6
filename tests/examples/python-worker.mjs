// Runs documentation examples in Pyodide (CPython compiled to WebAssembly), the runtime the site's
// Run button uses, inside a worker thread so a runaway example can be interrupted. Which Pyodide
// (so which Python: 3.14, or 3.13 for the 3.13 docs) is `workerData.pyodidePackage`.
import {parentPort, workerData} from 'node:worker_threads';
import {readFileSync} from 'node:fs';

const {loadPyodide} = await import(workerData.pyodidePackage);
const pyodide = await loadPyodide();
const pythonVersion = pyodide.runPython("import sys; '.'.join(map(str, sys.version_info[:3]))");
const interrupt = new Int32Array(workerData.interruptBuffer);
pyodide.setInterruptBuffer(interrupt);
pyodide.runPython(readFileSync(workerData.preludePath, 'utf8'));

let stdout = '';
let stderr = '';
let stdinLines = [];
const decoder = new TextDecoder();
pyodide.setStdout({write: (bytes) => ((stdout += decoder.decode(bytes)), bytes.length)});
pyodide.setStderr({write: (bytes) => ((stderr += decoder.decode(bytes)), bytes.length)});
// Typed input is echoed, so the output reads like the terminal transcript the page shows.
pyodide.setStdin({
  stdin: () => {
    if (stdinLines.length === 0) return null;
    const line = `${stdinLines.shift()}\n`;
    stdout += line;
    return line;
  },
});

// Each example starts as if in a new interpreter, with the same reset the in-browser runner uses
// (src/features/runner/worker/run_example.py): modules it imported are forgotten, so `import this`
// prints again, and logging has no handlers left over from another page.
pyodide.runPython(readFileSync(workerData.runnerPath, 'utf8'));
// Exercises are checked by the same harness the page uses (src/features/runner/worker/check_exercise.py).
if (workerData.checkerPath) pyodide.runPython(readFileSync(workerData.checkerPath, 'utf8'), {filename: '<pydocs-checks>'});
const makeNamespace = pyodide.runPython(
  `def _make_namespace():
    import os, tempfile
    _start_afresh()
    os.chdir(tempfile.mkdtemp())
    return {"__name__": "__main__"}
_make_namespace`,
);
let namespace = makeNamespace();

/**
 * Runs a reader's answer and an exercise's checks in a fresh session, as the page's Check does.
 * Returns {checks, error}: `error` when the code itself raised (no check ran).
 */
function checkExercise(code, checks) {
  interrupt[0] = 0;
  const session = pyodide.globals.get('Session')(false);
  try {
    const result = JSON.parse(pyodide.globals.get('check_exercise')(code, JSON.stringify(checks), session));
    return {type: 'checked', stdout, checks: result.checks, error: null};
  } catch (thrown) {
    const text = String(thrown?.message ?? thrown).trimEnd();
    return {type: 'checked', stdout, checks: [], error: {lastLine: text.split('\n').filter((line) => line.trim() !== '').pop() ?? text, traceback: text}};
  } finally {
    session.close();
    session.destroy();
    // run_example registers the reader's code as "<example>" in linecache; the page's next example
    // reuses that name, and a stale entry would give doctest the wrong source lines.
    pyodide.runPython('import linecache; linecache.cache.pop("<example>", None)');
  }
}

parentPort.on('message', (message) => {
  if (message.type === 'new-namespace') {
    namespace.destroy?.();
    namespace = makeNamespace();
    parentPort.postMessage({type: 'ready', python: pythonVersion});
    return;
  }
  stdout = '';
  stderr = '';
  stdinLines = [...(message.stdin ?? [])];
  if (message.type === 'check') {
    parentPort.postMessage(checkExercise(message.code, message.checks));
    return;
  }
  interrupt[0] = 0;
  let error = null;
  try {
    pyodide.runPython(message.code, {globals: namespace, filename: '<example>'});
  } catch (thrown) {
    const text = String(thrown?.message ?? thrown).trimEnd();
    error = {lastLine: text.split('\n').filter((line) => line.trim() !== '').pop() ?? text, traceback: text};
  }
  try {
    pyodide.runPython('import sys; sys.stdout.flush(); sys.stderr.flush()');
  } catch {
    // A closed or replaced stream is the example's business; what it printed is already captured.
  }
  parentPort.postMessage({type: 'result', stdout, stderr, error});
});
parentPort.postMessage({type: 'ready', python: pythonVersion});
