// Runs documentation examples in Pyodide (Python 3.14 compiled to WebAssembly), the runtime the
// site's Run button uses, inside a worker thread so a runaway example can be interrupted.
import {parentPort, workerData} from 'node:worker_threads';
import {readFileSync} from 'node:fs';
import {loadPyodide} from 'pyodide';

const pyodide = await loadPyodide();
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

// Each example starts as if in a new interpreter: modules it imported are forgotten (so
// \`import this\` prints again) and logging has no handlers left over from another page.
const makeNamespace = pyodide.runPython(
  `import sys as _sys
_baseline_modules = set(_sys.modules)
def _make_namespace():
    import logging, os, sys, tempfile
    for name in list(sys.modules):
        if name not in _baseline_modules:
            del sys.modules[name]
    logging.Logger.manager.loggerDict.clear()
    root = logging.getLogger()
    for handler in list(root.handlers):
        root.removeHandler(handler)
    root.setLevel(logging.WARNING)
    os.chdir(tempfile.mkdtemp())
    return {"__name__": "__main__"}
_make_namespace`,
);
let namespace = makeNamespace();

parentPort.on('message', (message) => {
  if (message.type === 'new-namespace') {
    namespace.destroy?.();
    namespace = makeNamespace();
    parentPort.postMessage({type: 'ready'});
    return;
  }
  stdout = '';
  stderr = '';
  stdinLines = [...message.stdin];
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
parentPort.postMessage({type: 'ready'});
