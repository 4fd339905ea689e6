/**
 * Reads an error a reader pastes or names: a whole traceback, its last line alone
 * ("TypeError: 'NoneType' object is not subscriptable") or an exception named in a sentence
 * ("my program crashes with KeyError"). The assistant then searches for what the exception means
 * rather than for the reader's own file and variable names, which no page uses.
 */

export type TracebackFrame = Readonly<{file: string; line: number; functionName: string | null}>;

export type ErrorReading = Readonly<{
  /** The exception's class name, without its module ("JSONDecodeError"). */
  exception: string;
  /** What follows "Exception:" on the last line, '' when nothing does or it was only named. */
  message: string;
  /** The frame the error happened in (the last one listed), when a traceback was pasted. */
  frame: TracebackFrame | null;
  /** The source line Python showed for that frame, without the ^~~ markers. */
  failingLine: string | null;
  /** Whether a traceback or an error line was pasted, rather than the exception only named. */
  pasted: boolean;
}>;

/** Class names Python gives its exceptions and warnings (an exception group, not any "…Group": asyncio's TaskGroup is none). */
const EXCEPTION_NAME = String.raw`(?:[A-Z][A-Za-z0-9]*(?:Error|Exception|Warning|Exit|Interrupt|Iteration|ExceptionGroup)|ExceptionGroup|StopIteration|KeyboardInterrupt|SystemExit|GeneratorExit)`;
/** A traceback's last line: `KeyError: 'x'`, `json.decoder.JSONDecodeError: Expecting value`, `StopIteration`. */
const ERROR_LINE = new RegExp(String.raw`^\s*(?:[A-Za-z_][\w]*\.)*(${EXCEPTION_NAME})(?::\s?(.*))?\s*$`);
const NAMED = new RegExp(String.raw`(?:^|[^\w.])(?:[A-Za-z_]\w*\.)*(${EXCEPTION_NAME})\b`);
const FRAME = /^\s*File "([^"]+)", line (\d+)(?:, in (.+?))?\s*$/;
/** The line of ^ and ~ that points at the failing part of the source line. */
const MARKERS = /^\s*[\^~]+[\s^~]*$/;

/**
 * The exception in `text`, or null when it names none. For a pasted traceback the last error
 * line counts (an earlier one is the cause: "During handling of the above exception...").
 */
export function readError(text: string): ErrorReading | null {
  const lines = text.split(/\r?\n/);
  let errorAt = -1;
  let match: RegExpExecArray | null = null;
  for (let at = lines.length - 1; at >= 0 && !match; at--) {
    const candidate = ERROR_LINE.exec(lines[at]);
    // "Error" on a line of its own in prose is a word, not an exception.
    if (candidate && (candidate[2] !== undefined || /^\s*(?:[\w]+\.)*\w+\s*$/.test(lines[at]))) {
      match = candidate;
      errorAt = at;
    }
  }
  if (!match) {
    const named = NAMED.exec(text);
    if (named) return {exception: named[1], message: '', frame: null, failingLine: null, pasted: false};
    return bareMessage(lines);
  }
  let frame: TracebackFrame | null = null;
  let failingLine: string | null = null;
  for (let at = errorAt - 1; at >= 0; at--) {
    const frameMatch = FRAME.exec(lines[at]);
    if (!frameMatch) continue;
    frame = {file: frameMatch[1], line: Number(frameMatch[2]), functionName: frameMatch[3] ?? null};
    const source = lines.slice(at + 1, errorAt).find((line) => line.trim() !== '' && !MARKERS.test(line) && !FRAME.test(line));
    failingLine = source?.trim() ?? null;
    break;
  }
  const pasted = frame !== null || match[2] !== undefined || /^\s*Traceback \(most recent call last\)/m.test(text);
  return {exception: match[1], message: (match[2] ?? '').trim(), frame, failingLine, pasted};
}

/**
 * Python's own wording of the commonest error messages, which readers paste without the class name
 * before it ("'str' object is not callable", "name 'x' is not defined", "list index out of range"):
 * each is only ever Python's, so the line is that exception's message. Not a phrase readers also use
 * of their own code ("division by zero", "invalid syntax").
 */
const BARE_MESSAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bname '[^'\s]+' is not defined\b/, 'NameError'],
  [/'[^'\s]+' object is not (?:callable|subscriptable|iterable)\b/, 'TypeError'],
  [/'[^'\s]+' object (?:does not support item assignment|cannot be interpreted as an integer)\b/, 'TypeError'],
  [/\bunhashable type: '[^'\s]+'/, 'TypeError'],
  [/\bunsupported operand type\(s\) for\b/, 'TypeError'],
  [/\bcan only concatenate (?:str|list|tuple) \(not "[^"]+"\)/, 'TypeError'],
  [/\bmissing \d+ required (?:positional|keyword-only) arguments?\b/, 'TypeError'],
  [/'[^'\s]+' object has no attribute '[^'\s]+'/, 'AttributeError'],
  [/\b(?:list|tuple|string) index out of range\b/, 'IndexError'],
  [/\binvalid literal for int\(\) with base \d+\b/, 'ValueError'],
  [/\b(?:not enough|too many) values to unpack\b/, 'ValueError'],
  [/\bmaximum recursion depth exceeded\b/, 'RecursionError'],
  [/\bdictionary changed size during iteration\b/, 'RuntimeError'],
  [/\bcannot access local variable '[^'\s]+'|\blocal variable '[^'\s]+' referenced before assignment\b/, 'UnboundLocalError'],
  [/\bNo module named '[^'\s]+'/, 'ModuleNotFoundError'],
  [/\[Errno 2\] No such file or directory\b/, 'FileNotFoundError'],
  [/'[^'\s]+' codec can't decode byte\b/, 'UnicodeDecodeError'],
  [/\bunindent does not match any outer indentation level\b|\bexpected an indented block\b/, 'IndentationError'],
];

const READERS_WORDS_AFTER = /^\s+(?:in|when|while|on|after|with|but|and|help|please|why|how|what|error|from|for|if|whenever|every)\b/i;

function bareMessage(lines: readonly string[]): ErrorReading | null {
  for (const line of lines) {
    for (const [pattern, exception] of BARE_MESSAGES) {
      // A line that is the message is pasted, as after "TypeError:"; one that says more before it
      // ("selenium 'WebDriver' object has no attribute …", "my bot crashes with …") names the error
      // in a question of the reader's own, which is read whole.
      const found = pattern.exec(line);
      if (found) {
        const end = found.index + found[0].length;
        // What Python writes on goes on with punctuation or its own words ("… Did you mean: 'name'?",
        // "… byte 0xff in position 0"); the reader's words after it ("… is not defined in python",
        // "… when I run it") are theirs, not the message the answer restates.
        const rest = READERS_WORDS_AFTER.test(line.slice(end)) ? '' : line.slice(end);
        return {exception, message: (line.slice(found.index, end) + rest).trim(), frame: null, failingLine: null, pasted: line.slice(0, found.index).trim() === ''};
      }
    }
  }
  return null;
}

/**
 * Where an exception sits in Python's hierarchy, for the ones whose own name the pages may not
 * use: a page about the parent explains the child (a ModuleNotFoundError is an ImportError).
 */
const PARENT: Readonly<Record<string, string>> = {
  ModuleNotFoundError: 'ImportError',
  IndentationError: 'SyntaxError',
  TabError: 'IndentationError',
  UnboundLocalError: 'NameError',
  FileNotFoundError: 'OSError',
  FileExistsError: 'OSError',
  PermissionError: 'OSError',
  IsADirectoryError: 'OSError',
  NotADirectoryError: 'OSError',
  JSONDecodeError: 'ValueError',
  UnicodeDecodeError: 'ValueError',
  UnicodeEncodeError: 'ValueError',
  RecursionError: 'RuntimeError',
  NotImplementedError: 'RuntimeError',
  ZeroDivisionError: 'ArithmeticError',
  OverflowError: 'ArithmeticError',
  KeyError: 'LookupError',
  IndexError: 'LookupError',
  CancelledError: 'BaseException',
  KeyboardInterrupt: 'BaseException',
  TimeoutError: 'OSError',
};

export function parentOf(exception: string): string | null {
  return PARENT[exception] ?? null;
}

/**
 * What the usual cause is called on the pages, for exceptions whose name and message do not say
 * it ("No module named 'requests'" is about installing packages into the environment you run).
 * Python facts, not question wordings; kept to the errors beginners meet most.
 */
const USUAL_CAUSE: Readonly<Record<string, string>> = {
  ModuleNotFoundError: 'install package pip virtual environment',
  ImportError: 'install package pip virtual environment',
  IndentationError: 'indentation',
  TabError: 'indentation tabs spaces',
  UnboundLocalError: 'scope local global nonlocal',
  RecursionError: 'recursion',
  StopIteration: 'iterator next',
  UnicodeDecodeError: 'encoding',
  JSONDecodeError: 'json',
  FileNotFoundError: 'file path',
};

export function usualCauseOf(exception: string): string {
  return USUAL_CAUSE[exception] ?? '';
}

/**
 * The message without what is particular to the reader's program: quoted names and values
 * ('banana', "int"), numbers, file paths and addresses. "name 'mesage' is not defined" → "name is
 * not defined"; type names in quotes stay, because "'NoneType' object is not subscriptable" is
 * about None.
 */
/** Python's names for its types in error messages, as the pages word them. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  NoneType: 'None',
  int: 'int integer',
  str: 'str string',
  float: 'float',
  list: 'list',
  dict: 'dict dictionary',
  tuple: 'tuple',
  set: 'set',
  bytes: 'bytes',
  bool: 'bool',
  function: 'function',
  module: 'module',
  method: 'method',
  coroutine: 'coroutine',
};

/** Words every error message uses ("'x' object is not ..."): they tell no two errors apart. */
const MESSAGE_FILLER = /\b(object|objects|type|did you mean|line|column|char|errno)\b/gi;

export function messageWords(message: string): string {
  return message
    .replace(/<[^>]*>/g, ' ')
    .replace(/'(NoneType|int|str|float|list|dict|tuple|set|bytes|bool|function|module|method|coroutine)'/g, (_, name: string) => ` ${TYPE_WORDS[name]} `)
    .replace(/(['"])(?:(?!\1).)*\1/g, ' ')
    .replace(/\b0x[0-9a-f]+\b/gi, ' ')
    .replace(/\b\d+\b/g, ' ')
    .replace(/[\w./\\-]+\.(py|txt|csv|json)\b/g, ' ')
    .replace(MESSAGE_FILLER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "KeyError: 'banana' (report.py, line 12: `total += prices[item]`)": how the assistant restates what it read. */
export function describeError(reading: ErrorReading): string {
  const parts = [`**${reading.exception}**${reading.message ? `: ${reading.message.replace(/[*_`]/g, '\\$&')}` : ''}`];
  if (reading.frame) {
    const where = `line ${reading.frame.line} of \`${reading.frame.file.split(/[\\/]/).pop()}\``;
    const inFunction = reading.frame.functionName && reading.frame.functionName !== '<module>' ? `, in \`${reading.frame.functionName}()\`` : '';
    parts.push(`, raised at ${where}${inFunction}`);
    if (reading.failingLine) parts.push(`: \`${reading.failingLine.replace(/`/g, "'")}\``);
  }
  return `${parts.join('')}.`;
}
