"""Checks a reader's answer to a coding exercise, loaded once per worker after run_example.py.

The reader's code runs exactly as Run runs it (its output shown, an uncaught error reported with
its traceback). Then each of the exercise's checks runs against the names it defined. A check is
Python written with the exercise: an expression that must be true, or statements with asserts.
A failing assert is reported in plain language with what was expected and what came back, the
way pytest rewrites asserts, never as a bare AssertionError. The test suite's exercise checker
(tests/examples/python-worker.mjs) loads this same file, so a check that passes there passes here.
"""
import ast
import contextlib
import io
import json
import operator
import sys
import traceback

_LONGEST_VALUE = 200


def _show(value):
    """A value as the reader would type it, cut short if it is long."""
    text = repr(value)
    return text if len(text) <= _LONGEST_VALUE else text[: _LONGEST_VALUE - 1] + "…"


class CheckFailed(Exception):
    """A check's verdict in plain language; a check may raise it with its own message."""


def _call_text(function, args, kwargs):
    name = getattr(function, "__name__", "the function")
    shown = [_show(arg) for arg in args] + [f"{key}={_show(value)}" for key, value in kwargs.items()]
    return f"{name}({', '.join(shown)})"


def raises(expected, function, *args, **kwargs):
    """True if function(*args, **kwargs) raises `expected`; otherwise the check fails saying what happened."""
    call = _call_text(function, args, kwargs)
    try:
        result = function(*args, **kwargs)
    except expected:
        return True
    except Exception as error:  # the wrong exception is an answer, not a crash of the check
        raise CheckFailed(f"{call} should raise {expected.__name__}, but it raised {type(error).__name__}: {error}") from None
    raise CheckFailed(f"{call} should raise {expected.__name__}, but it returned {_show(result)}.")


_OPERATORS = {
    ast.Eq: (operator.eq, "=="),
    ast.NotEq: (operator.ne, "!="),
    ast.Lt: (operator.lt, "<"),
    ast.LtE: (operator.le, "<="),
    ast.Gt: (operator.gt, ">"),
    ast.GtE: (operator.ge, ">="),
    ast.Is: (operator.is_, "is"),
    ast.IsNot: (operator.is_not, "is not"),
    ast.In: (lambda left, right: left in right, "in"),
    ast.NotIn: (lambda left, right: left not in right, "not in"),
}


def _compare(left, right, symbol, left_source, right_source):
    """The rewritten form of `assert left <symbol> right`: says what came back when it is false."""
    actual = left()
    wanted = right()
    function = next(function for function, shown in _OPERATORS.values() if shown == symbol)
    if function(actual, wanted):
        return
    if left_source == "output" and symbol == "==":
        raise CheckFailed(f"The program should print {_show(wanted)}, but it printed {_show(actual)}.")
    if symbol in ("==", "is"):
        raise CheckFailed(f"{left_source} should be {_show(wanted)}, but it is {_show(actual)}.")
    if symbol in ("!=", "is not"):
        raise CheckFailed(f"{left_source} should not be {_show(wanted)}, but it is.")
    if symbol == "in":
        raise CheckFailed(f"{_show(actual)} should be in {right_source}, which is {_show(wanted)}.")
    if symbol == "not in":
        raise CheckFailed(f"{_show(actual)} should not be in {right_source}, which is {_show(wanted)}.")
    raise CheckFailed(f"{left_source} should be {symbol} {_show(wanted)}, but it is {_show(actual)}.")


def _truth(value, source, negated):
    """The rewritten form of `assert expression` (and `assert not expression`)."""
    actual = value()
    if bool(actual) != negated:
        return
    raise CheckFailed(f"{source} should be {'false' if negated else 'true'}, but it is {_show(actual)}.")


def _thunk(expression):
    empty = ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[])
    return ast.Lambda(args=empty, body=expression)


class _ExplainAsserts(ast.NodeTransformer):
    """Turns each `assert` that has no message into a call that explains a failure."""

    def __init__(self, source):
        self.source = source

    def _text(self, node):
        return ast.get_source_segment(self.source, node) or ast.unparse(node)

    def visit_Assert(self, node):
        if node.msg is not None:
            return node
        test = node.test
        if isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _OPERATORS:
            symbol = _OPERATORS[type(test.ops[0])][1]
            call = ast.Call(
                func=ast.Name("__pydocs_compare", ast.Load()),
                args=[
                    _thunk(test.left),
                    _thunk(test.comparators[0]),
                    ast.Constant(symbol),
                    ast.Constant(self._text(test.left)),
                    ast.Constant(self._text(test.comparators[0])),
                ],
                keywords=[],
            )
        else:
            negated = isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not)
            inner = test.operand if negated else test
            call = ast.Call(
                func=ast.Name("__pydocs_truth", ast.Load()),
                args=[_thunk(inner), ast.Constant(self._text(inner)), ast.Constant(negated)],
                keywords=[],
            )
        return ast.copy_location(ast.Expr(call), node)


def _compile_check(source):
    """A check's source, with its asserts explained: a lone expression is asserted."""
    try:
        ast.parse(source, mode="eval")
        source = f"assert {source}"
    except SyntaxError:
        pass
    tree = _ExplainAsserts(source).visit(ast.parse(source))
    return compile(ast.fix_missing_locations(tree), "<pydocs-check>", "exec")


def _normalised(text):
    return "\n".join(line.rstrip() for line in text.replace("\r\n", "\n").split("\n")).strip("\n")


class _Tee(io.TextIOBase):
    """Writes go to the page as usual and are also kept for checks about `output`."""

    def __init__(self, stream):
        self.stream = stream
        self.kept = io.StringIO()

    def write(self, text):
        self.kept.write(text)
        return self.stream.write(text)

    def flush(self):
        self.stream.flush()


def _run_check(check, namespace, printed):
    # A copy of the reader's names, so a check's own variables never change the reader's program.
    scope = dict(namespace)
    scope.update(
        output=printed,
        raises=raises,
        CheckFailed=CheckFailed,
        __pydocs_compare=_compare,
        __pydocs_truth=_truth,
    )
    name = check["name"] or check["source"]
    try:
        code = _compile_check(check["source"])
    except SyntaxError as error:
        return {"name": name, "passed": False, "message": f"This check could not be read: {error}", "traceback": None}
    # What the reader's functions print while they are checked is not part of the result.
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            exec(code, scope)
        except CheckFailed as verdict:
            return {"name": name, "passed": False, "message": str(verdict), "traceback": None}
        except AssertionError as error:
            message = str(error) or f"This check failed: {name}"
            return {"name": name, "passed": False, "message": message, "traceback": None}
        except Exception as error:
            # The traceback helps only when it passes through the reader's own lines.
            own_lines = any(frame.filename.startswith("<example") for frame in traceback.extract_tb(error.__traceback__))
            return {
                "name": name,
                "passed": False,
                "message": f"Your code raised {type(error).__name__}: {error}".rstrip(": "),
                "traceback": "".join(traceback.format_exception(error)) if own_lines else None,
            }
    return {"name": name, "passed": True, "message": None, "traceback": None}


def check_exercise(code, checks_json, session):
    """Runs the reader's code, then the checks; returns JSON like run_example's, plus "checks".

    An uncaught error in the reader's own code propagates, exactly as from run_example, so the page
    shows it as Run would and no check runs.
    """
    tee = _Tee(sys.stdout)
    sys.stdout = tee
    try:
        result = json.loads(run_example(code, session))  # noqa: F821 (defined by run_example.py)
    finally:
        sys.stdout = tee.stream
    printed = _normalised(tee.kept.getvalue())
    result["checks"] = [_run_check(check, session.namespace, printed) for check in json.loads(checks_json)]
    return json.dumps(result)
