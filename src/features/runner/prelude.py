"""Prepares Pyodide so that documentation examples behave as they do in CPython.

Loaded once per interpreter by the in-browser runner and by the test suite's example checker.
"""
import asyncio
import asyncio.base_events
import asyncio.events
import contextlib
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


@contextlib.contextmanager
def _pyodide_loop_set_aside():
    """Hide Pyodide's running loop, but not one of ours, so that asyncio.run() inside a coroutine
    still raises "cannot be called from a running event loop" as in CPython."""
    outer = asyncio.events._get_running_loop()
    if isinstance(outer, _BlockingEventLoop):
        yield
        return
    asyncio.events._set_running_loop(None)
    try:
        yield
    finally:
        asyncio.events._set_running_loop(outer)


class _Runner(asyncio.Runner):
    """``asyncio.Runner`` on a blocking loop, with Pyodide's own running loop set aside meanwhile.

    Code that uses ``asyncio.Runner`` directly, such as ``unittest.IsolatedAsyncioTestCase``, then
    works as it does in CPython instead of failing on the running Pyodide loop.
    """

    def __init__(self, *, debug=None, loop_factory=None):
        super().__init__(debug=debug, loop_factory=loop_factory or _BlockingEventLoop)

    def run(self, coro, *, context=None):
        with _pyodide_loop_set_aside():
            return super().run(coro, context=context)

    def close(self):
        with _pyodide_loop_set_aside():
            super().close()


def _run(main, *, debug=None, loop_factory=None):
    if isinstance(asyncio.events._get_running_loop(), _BlockingEventLoop):
        raise RuntimeError("asyncio.run() cannot be called from a running event loop")
    with _Runner(debug=debug, loop_factory=loop_factory) as runner:
        return runner.run(main)


_Runner.__name__ = _Runner.__qualname__ = "Runner"
_run.__doc__ = asyncio.run.__doc__
asyncio.Runner = _Runner
asyncio.run = _run
