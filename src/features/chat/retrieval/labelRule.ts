/**
 * The labelling rules of bench/label-rules.md, as code: answers a question has because of what it
 * names, whatever its list said when it was written. The evaluation test holds every question of
 * the set to them, so a question added later is labelled the same way.
 */
export const ERROR_PAGE = '/docs/best-practices/common-error-messages';

/** Exceptions the page explains in general; TypeError, ValueError and RuntimeError count only by a message. */
const EXPLAINED_EXCEPTIONS = [
  'NameError', 'AttributeError', 'KeyError', 'IndexError', 'ZeroDivisionError', 'ModuleNotFoundError',
  'ImportError', 'SyntaxError', 'IndentationError', 'TabError', 'UnboundLocalError', 'RecursionError',
  'FileNotFoundError', 'UnicodeDecodeError', 'OverflowError', 'StopIteration', 'AssertionError',
];

const EXPLAINED_MESSAGES = [
  'is not subscriptable', 'is not iterable', 'unsupported operand type', 'can only concatenate str',
  'positional argument', 'unhashable type', 'invalid literal for int()', 'values to unpack', "expected ':'",
  'unterminated string literal', 'cannot import name', 'circular import', 'is not callable', 'has no attribute',
  'index out of range', 'division by zero', 'no module named', 'maximum recursion depth', 'changed size during iteration', 'no such file or directory',
  "codec can't decode", 'cannot access local variable', 'is not defined', 'math range error',
  'is not recognized as an internal or external command', 'invalid syntax', 'unexpected indent',
  'expected an indented block', 'inconsistent use of tabs', 'was never closed',
];

const NAMES = new RegExp(`\\b(?:${EXPLAINED_EXCEPTIONS.join('|')})\\b`);
const asPattern = (message: string) => message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const QUOTES = new RegExp(EXPLAINED_MESSAGES.map(asPattern).join('|'), 'i');
const MAKES_ITS_OWN = /\b(?:raise|raising|custom|define|subclass)\b|\bmy own\b/i;

/** Whether the rule lists the common error messages page among the question's answers. */
export function namesAnExplainedError(question: string): boolean {
  return (NAMES.test(question) || QUOTES.test(question)) && !MAKES_ITS_OWN.test(question);
}

const PYPROJECT_SECTION = '/docs/python-basics/modules-and-packages#pyprojecttoml-making-a-package-installable';
const MAIN_SECTION = '/docs/python-basics/modules-and-packages#__name__-__main__-and-python--m';

/**
 * The fifth rule: sections split in two, each with the part split off and the words that say a
 * question is about that part. A question that lists the old section also lists the part.
 */
const SPLIT_SECTIONS: ReadonlyArray<Readonly<{listed: string; splitOff: string; about: RegExp}>> = [
  {
    listed: '/docs/python-basics/data-types#floats-and-their-precision',
    splitOff: '/docs/python-basics/data-types#rounding-and-absolute-values',
    // Rounding, not a float's "rounding error", and math.floor, not floor division.
    about: /\bround(?:s|ed|ing)?\b(?!\s+errors?)|\babs\b|absolute value|\bceil|\bfloor\b(?!\s+div)|\btrunc|decimal places?\b|\bdecimals\b/i,
  },
  {
    listed: '/docs/getting-started/first-program#hello-world',
    splitOff: '/docs/getting-started/first-program#printing-without-a-newline-sep-and-end',
    // `end=`, not "at the end".
    about: /\bsep\b|\bend\s*=|newline|new line|same line|separat|stderr/i,
  },
  {
    listed: '/docs/libraries/standard-library#os-and-sys-environment-variables-arguments-and-exit-codes',
    splitOff: '/docs/libraries/standard-library#command-line-arguments-and-exiting-sysargv-and-sysexit',
    about: /argv|command[ -]line|\bexit|\bquit|stderr/i,
  },
];

/** The answers the rules give a question with its list as written (each rule's page or section, when the rule reaches it). */
export function answersByRule(question: string, answers: readonly string[]): string[] {
  return [
    ...(namesAnExplainedError(question) ? [ERROR_PAGE] : []),
    ...(/pyproject/i.test(question) ? [PYPROJECT_SECTION] : []),
    ...(/__name__[^\n]*__main__|python -m\b/.test(question) ? [MAIN_SECTION] : []),
    ...SPLIT_SECTIONS.filter(({listed, about}) => answers.includes(listed) && about.test(question)).map(({splitOff}) => splitOff),
  ];
}
