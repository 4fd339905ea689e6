"""Prepares Pyodide so that documentation examples behave as they do in CPython.

Loaded once per interpreter by the in-browser runner and by the test suite's example checker.
"""
import asyncio
import asyncio.base_events
import asyncio.events
import time


class _SleepSelector:
    """A selector with nothing to watch: waiting for I/O is just waiting for the next timer."""

    def select(self, timeout=None):
        if timeout:
            time.sleep(timeout)
        return []


class _BlockingEventLoop(asyncio.base_events.BaseEventLoop):
    """An event loop that blocks its thread, as CPython's does.

    Pyodide's own loop hands control back to JavaScript, so ``asyncio.run`` would need WebAssembly
    stack switching (JSPI), which Node 20 and some browsers lack. Examples run inside a worker (or
    the test process), where blocking is fine, so a plain blocking loop is the faithful choice.
    """

    def __init__(self):
        super().__init__()
        self._selector = _SleepSelector()

    def _process_events(self, event_list):
        pass

    def _write_to_self(self):
        pass


def _run(main, *, debug=None, loop_factory=None):
    outer = asyncio.events._get_running_loop()
    asyncio.events._set_running_loop(None)
    try:
        with asyncio.Runner(debug=debug, loop_factory=loop_factory or _BlockingEventLoop) as runner:
            return runner.run(main)
    finally:
        asyncio.events._set_running_loop(outer)


_run.__doc__ = asyncio.run.__doc__
asyncio.run = _run
