/**
 * Names for the Python syntax a question quotes. Readers paste code ("first, *rest = items",
 * "[x*2 for x in nums if x > 0] explain", "def f(a, /, b, *, c)") whose meaning is in its
 * punctuation, which the tokenizer drops; the pages name the same syntax in words ("unpacking",
 * "list comprehension", "positional-only parameters"). Each rule reads the syntax, not a wording,
 * so it carries to any question that quotes it.
 */
type SyntaxRule = Readonly<{
  pattern: RegExp;
  names: string;
  /** Text in which the pattern's words are something else ("if else inside a for loop" is not a loop's else). */
  unless?: RegExp;
}>;

const RULES: readonly SyntaxRule[] = [
  {pattern: /\[[^\]]*\bfor\b[^\]]*\bin\b[^\]]*\]/, names: 'list comprehension'},
  {pattern: /\{[^{}]*:[^{}]*\bfor\b[^{}]*\bin\b[^{}]*\}/, names: 'dictionary comprehension'},
  {pattern: /\{[^{}:]*\bfor\b[^{}:]*\bin\b[^{}:]*\}/, names: 'set comprehension'},
  // Parentheses around a for clause; calls inside it (range(10)) may nest one level.
  {pattern: /\((?:[^()[\]]|\([^()]*\))*\bfor\b(?:[^()[\]]|\([^()]*\))*\bin\b(?:[^()[\]]|\([^()]*\))*\)/, names: 'generator expression'},
  {pattern: /(?:^|[\s,(])\*[A-Za-z_]\w*\s*(?:,[^=\n]*)?=(?!=)|=\s*\[?\s*\*[A-Za-z_]/m, names: 'unpacking starred assignment'},
  {pattern: /\b(\w+)\s*,\s*(\w+)\s*=\s*\2\s*,\s*\1\b/, names: 'swap unpacking assignment'},
  // An operand before `**` (not "and **kwargs" or "f(**options)", which unpack a dictionary).
  {pattern: /(?<![\w.])(?!(?:and|or|not|in|is|def|lambda|return)\b)(?:[A-Za-z_]\w*|\d[\d.]*|\))\s*\*\*\s*[\w(]/, names: 'power exponent'},
  {pattern: /\w\s*\/\/\s*[\w(-]/, names: 'floor division'},
  {pattern: /\w\s*%\s*\w/, names: 'remainder modulo'},
  {pattern: /\bdef\s+\w+\s*\([^)]*(?:,\s*\/\s*[,)]|\(\s*\/)/, names: 'positional-only parameters'},
  {pattern: /\bdef\s+\w+\s*\([^)]*(?:,|\()\s*\*\s*,/, names: 'keyword-only parameters'},
  {pattern: /:=/, names: 'walrus assignment expression'},
  {pattern: /\w\s+if\s+[^:\n]+\s+else\s+\S/, names: 'conditional expression'},
  {pattern: /^\s*@[A-Za-z_][\w.]*/m, names: 'decorator'},
  // The sign named on its own: "what does the @ above a function do".
  {pattern: /(?:^|\s|`)@(?:$|\s|`)/, names: 'decorator'},
  {pattern: /\bwith\s+[^:\n]+\bas\s+\w+/, names: 'with statement context manager'},
  {pattern: /\bf["']/, names: 'f-string formatting'},
  {pattern: /\bt["']/, names: 't-string template string'},
  {pattern: /\[\s*-?\d*\s*:\s*-?\d*\s*(?::\s*-?\d*\s*)?\]/, names: 'slicing slice'},
  {pattern: /\bis\s+(?:not\s+)?None\b|[=!]=\s*None\b/, names: 'None identity comparison'},
  {pattern: /\w\s*(?:\+|-|\*|\/|\/\/|%|\*\*|&|\||\^|>>|<<)=\s*[\w(]/, names: 'assignment operators'},
  {pattern: /\bclass\s+\w+\s*\(\s*\w+/, names: 'subclass inheritance'},
  {pattern: /\b\w+\s*<=?\s*\w+\s*<=?\s*\w+/, names: 'chained comparison'},
  {pattern: /^\s*case\s+.+:/m, names: 'match case pattern'},
  {pattern: /\bexcept\s*\*/, names: 'except star exception group'},
  // Keywords the tokenizer drops as English stop words ("from", "else"), named by what they do.
  {pattern: /\byield\s+from\b/i, names: 'delegating delegation'},
  // As code: one expression between raise and from, a name after it ("raise ... from e",
  // "raise KeyError(k) from None"), not "raise an error from inside a function".
  {pattern: /\braise\s+(?:\.\.\.|…|\w+(?:\([^()]*\))?)\s+from\s+(?!(?:a|an|the|my|inside|within|another)\b)\w+/i, names: 'exception chaining'},
  // A loop named as one ("for loop", "while loop") or written as code ("for x in xs: ... else:"),
  // unless the else is an if's ("if else inside a for loop", "elif", "or else").
  {
    pattern: /\b(?:for|while)\s+loops?\b[^?!\n]*\belse\b|\belse\b[^?!\n]*\b(?:for|while)\s+loops?\b|\b(?:for\s+\w+\s+in|while)\b[^\n]*:[^\n]*\belse\s*:/i,
    names: 'loop else clause',
    unless: /\bif\b[^?!\n]*\belse\b|\belif\b|\belse\s+if\b|\bor\s+else\b/i,
  },
];

/** Words naming the syntax `text` quotes, '' when it quotes none. */
export function syntaxNames(text: string): string {
  return RULES.filter(({pattern, unless}) => pattern.test(text) && !unless?.test(text))
    .map(({names}) => names)
    .join(' ');
}
