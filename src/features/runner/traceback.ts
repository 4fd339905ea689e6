/**
 * Trims a Python traceback to what the reader's own program did. Frames of the runner itself (the
 * helper that compiles the example, Pyodide's eval machinery under /lib/python3xx.zip/_pyodide/)
 * mean nothing to a reader and would make every error look like a bug in the site. Frames in the
 * standard library stay: CPython in a terminal shows them too.
 */

/** Files whose frames belong to the runner, never to the reader's program. */
const RUNNER_FILES = [/^<pydocs-[\w-]+>$/, /\/_pyodide\//, /\/pyodide\//];

const TRACEBACK_HEADER = /^Traceback \(most recent call last\):$/;
const FRAME = /^File "([^"]*)", line \d+(, in .*)?$/;

type Line = Readonly<{text: string; prefix: string; indent: number; content: string}>;

/** Splits off the `|` gutter exception groups draw, then the indentation. */
function parseLine(text: string): Line {
  const match = /^(\s*\|)?( *)(.*)$/.exec(text) as RegExpExecArray;
  return {text, prefix: match[1] ?? '', indent: match[2].length, content: match[3]};
}

export function isRunnerFile(file: string): boolean {
  return RUNNER_FILES.some((pattern) => pattern.test(file));
}

export function trimTraceback(traceback: string): string {
  const lines = traceback.replace(/\r\n/g, '\n').trimEnd().split('\n').map(parseLine);
  const kept: Line[] = [];
  for (let i = 0; i < lines.length; ) {
    const frame = FRAME.exec(lines[i].content);
    if (!frame) {
      kept.push(lines[i]);
      i++;
      continue;
    }
    // A frame is its "File ..." line plus the more deeply indented source and caret lines under it.
    let end = i + 1;
    while (end < lines.length && lines[end].prefix === lines[i].prefix && lines[end].indent > lines[i].indent && lines[end].content !== '') {
      end++;
    }
    if (!isRunnerFile(frame[1])) kept.push(...lines.slice(i, end));
    i = end;
  }
  // A "Traceback" header left with no call frames under it goes too: that is how CPython prints a
  // SyntaxError, whose "File" line is a location, not a frame.
  const result = kept.filter((line, index) => {
    if (!TRACEBACK_HEADER.test(line.content)) return true;
    const next = kept[index + 1];
    return next !== undefined && FRAME.exec(next.content)?.[2] !== undefined;
  });
  return `${result.map((line) => line.text).join('\n')}\n`;
}

/** The last line: the exception and its message, e.g. "ZeroDivisionError: division by zero". */
export function exceptionLine(traceback: string): string {
  return (
    traceback
      .trimEnd()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .pop() ?? ''
  );
}
