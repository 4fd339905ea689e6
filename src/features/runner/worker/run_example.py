"""The in-browser runner's Python side, loaded once per worker after prelude.py.

Each run gets a Session: a __main__ namespace and a folder of its own (the example checker gives
every block the same). The reader's code is compiled as "<example>" so that tracebacks show its
lines and the page can drop the runner's own frames; sys.exit() comes back as a status, not as a
crash.
"""
import json
import linecache
import os
import shutil
import sys
import tempfile

# What a fresh interpreter has loaded by now; anything an example imports later is its own.
_BASELINE_MODULES = set(sys.modules)


def _start_afresh():
    """Forgets what earlier examples imported and how they set up logging, as the example checker
    does (tests/examples/python-worker.mjs): `import this` prints again, logging.basicConfig works."""
    import logging

    for name in list(sys.modules):
        if name not in _BASELINE_MODULES:
            del sys.modules[name]
    logging.Logger.manager.loggerDict.clear()
    root = logging.getLogger()
    for handler in list(root.handlers):
        root.removeHandler(handler)
    root.setLevel(logging.WARNING)


class Session:
    """A namespace and working folder; shared sessions keep both across runs on one page."""

    def __init__(self, shared=False):
        _start_afresh()
        self.shared = shared
        self.namespace = {"__name__": "__main__"}
        self.folder = tempfile.mkdtemp()
        self.runs = 0

    def next_filename(self):
        # Blocks of a shared page each get their own name, so a traceback through a function an
        # earlier block defined shows that block's source line, not the current block's.
        self.runs += 1
        return f"<example {self.runs}>" if self.shared else "<example>"

    def close(self):
        os.chdir("/")
        shutil.rmtree(self.folder, ignore_errors=True)
        self.namespace.clear()


def _exit_code(code):
    if code is None:
        return None
    return int(code) if isinstance(code, int) else str(code)


def run_example(code, session):
    """Runs the reader's code; returns JSON: {"exited": false} or {"exited": true, "code": ...}."""
    filename = session.next_filename()
    linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
    os.chdir(session.folder)
    try:
        exec(compile(code, filename, "exec"), session.namespace)
    except SystemExit as exit_:
        return json.dumps({"exited": True, "code": _exit_code(exit_.code)})
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    return json.dumps({"exited": False})

