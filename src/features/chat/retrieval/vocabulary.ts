/**
 * How the docs assistant reads words: one tokenizer and one light stemmer for the passages and
 * the questions alike, plus the Python vocabulary readers use that the pages word differently
 * ("average" for `statistics.mean`, "dict" for dictionary). Query-side only: synonyms widen the
 * question, never the index, so a passage's score still reflects its own words.
 */
import {keywordsAskedAbout, syntaxNames} from './codeSyntax';


/**
 * Negations and contractions, as tokenize leaves them ("doesn't" → doesn) and as readers type
 * them without the apostrophe ("doesnt", "shouldnt", "im"). No page uses them, so as topics they
 * would weigh like a product PyDocs lacks ("why doesn't my loop stop" is not about "doesn").
 */
const CONTRACTIONS = `don doesn didn isn aren wasn weren shouldn couldn wouldn won haven hasn hadn mustn ain dont
  doesnt didnt isnt arent wasnt werent shouldnt couldnt wouldnt wont cant havent hasnt hadnt mustnt
  aint im ive youre youve youd theyre thats theres heres hows whys wheres`
  .split(/\s+/)
  .filter(Boolean);
/**
 * Words that carry no topic in a question ("how do I ... in python"). The last line is how readers
 * address people and thank them in a chat ("you guys", "thx").
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  below between both but by can could did do does doing done down during each either else etc even
  ever every few for from further get gets getting got had has have having he her here hers him his
  how i if in into is it its itself just let lets like me might mine more most much must my myself
  need needs no nor not now of off on once one only or other our ours out over own please python
  pythons same she should so some such than that the their theirs them then there these they this
  those through to too under until up upon us use used uses using very via want wants was way ways
  we well were what whats when where whether which while who whom whose why will with within
  without would yes yet you your yours yourself thing things something anything work works
  possible example examples show tell explain understand understanding best good better right correct kind
  guys folks pls plz thanks thank thx anyone someone somebody`
    .split(/\s+/)
    .filter(Boolean)
    .concat(CONTRACTIONS),
);

/** Pronouns a reader writes possessive without the apostrophe ("someones age", "everybodys lists"). */
const POSSESSIVE_PRONOUNS: ReadonlySet<string> = new Set(['someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody', 'nobody', 'other']);

/** The shortest stop word whose swapped letters are recognised ("pyhton"): shorter ones make other words. */
const SLIPPED_STOPWORD_MIN_LENGTH = 5;

/** Whether `b` is `a` with two neighbouring letters swapped ("pyhton" for "python"). */
function swappedNeighbours(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let start = 0;
  while (a[start] === b[start]) start += 1;
  return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
}

/**
 * Whether a word no page uses is a long stop word typed with two letters swapped ("pyhton" for
 * python, "shuold"), or a pronoun with a possessive "s" and no apostrophe ("someones age",
 * "everybodys lists"): no topic either. A letter changed makes other words ("cython", "parent").
 */
export function isSlippedStopword(word: string): boolean {
  if (word.length < SLIPPED_STOPWORD_MIN_LENGTH || STOPWORDS.has(word)) return false;
  if (word.endsWith('s') && POSSESSIVE_PRONOUNS.has(word.slice(0, -1))) return true;
  return [...STOPWORDS].some((stopword) => stopword.length >= SLIPPED_STOPWORD_MIN_LENGTH && swappedNeighbours(stopword, word));
}

/**
 * Stop words that still say something when a question has nothing else ("what is python used
 * for?"): then they are what it asks about.
 */
export const WEAK_TOPIC_WORDS: ReadonlySet<string> = new Set([
  ...'python pythons use used uses using work works example examples good best better kind way ways run need get'.split(' '),
  // Python keywords that are English stop words: "and or not" asks about the operators.
  ...'and or not is in for while with if else as from'.split(' '),
]);

/**
 * Words that say what kind of answer the reader wants ("X vs Y", "explain X", "what does X
 * mean") rather than what it is about. They still help find a section that compares or explains
 * (their synonyms lead to "versus" headings), but a passage that lacks them can still answer.
 */
export const INTENT_WORDS: ReadonlySet<string> = new Set(
  // The judgements ("is X bad?", "wrong", "worse") are the other side of the stop words "good",
  // "best", "better", "right", "correct": they ask for an opinion of X, which a page about X gives.
  'vs versus difference differences different differ between compare compared comparison explained explaining meaning mean means purpose point happens happen bad worse worst wrong'.split(' ')
    // A guide is the form of what the reader wants, not its topic: "testing guide" asks about testing.
    .concat(['guide', 'guides']),
);

// "with", "while", "for", "not", "in", "is", "as" are Python keywords too, but in a question they
// are nearly always plain English; the synonyms below bring them back where they are the topic
// ("loop" → for, while; "context manager" → with).

/**
 * The pairs of words a text writes next to each other, each stemmed ("a base case" → "base case",
 * "list of reserved words" → "reserv word"). A question that names a thing in two words ("base case",
 * "reserved words", "most recent call") is best answered by the section that writes those two words
 * together, not by one that has each somewhere. Only two topic words side by side make a pair: not a
 * stop word, nor an intent or weak word ("need to know about reading" is no phrase of the tracebacks
 * section, which writes "you need to know to read"), and not across one ("print output into a
 * string" met the subprocess section's "output as a string").
 */
export function wordPairsOf(text: string): Set<string> {
  const topic = (word: string) => !STOPWORDS.has(word) && !INTENT_WORDS.has(word) && !WEAK_TOPIC_WORDS.has(word);
  const pairs = new Set<string>();
  // Nor across a table's cells ("| Matplotlib | Plots and charts |", in the index "Matplotlib; Plots")
  // or the end of a sentence.
  for (const part of text.split(/[|;]|[.!?](?=\s|$)|\n/)) {
    const words = tokenize(part);
    for (let at = 1; at < words.length; at++) {
      const [first, second] = [words[at - 1], words[at]];
      if (first !== second && topic(first) && topic(second)) pairs.add(`${stem(first)} ${stem(second)}`);
    }
  }
  return pairs;
}

/** Splits text into lower-case words; keeps identifiers such as `__init__` and `lru_cache` whole. */
export function tokenize(text: string): string[] {
  // "can't" and "it's" would leave a "t" and an "s", which match t-strings and s-prefixes.
  return (
    withLanguagesSpelt(text)
      .toLowerCase()
      .replace(/(?<=\p{L})['’](?:t|s|re|ll|ve|d|m)\b/gu, '')
      // "Setting up" an environment is its setup, not a `set` ("what is a set" drew "Setting Up
      // Your Python Environment"). Only the participle: "set up a flask project" read as "setup"
      // drew the environment page, where the flask section answers it.
      .replace(/\bsetting[\s-]+up\b/g, 'setup')
      // "Keyword-only" parameters are not keyword arguments with "only", a stop word, beside them:
      // one word, made with "_" so that it still matches "keyword" and "positional" (termsOf).
      .replace(/\b(keyword|positional)[\s-]+only\b/g, '$1_only')
      .replace(/\bread(?:-|\s+)only\b(?!\s+(?:the|a|an|one|two|three|some|part|first|last|once|\d+|numbers?|lines?|global|local|if|when)\b)/g, 'read_only')
      .match(/[\p{L}\p{N}_]+/gu) ?? []
  );
}

/**
 * Languages named with a sign ("C++", "C#", "F#") as one word each ("Cplusplus", "Csharp"):
 * without the sign they are the letter "c", which a page's variable `c` or "C extension" matches,
 * and "how do I learn C++" reads as a question about C. The build's list of names
 * (plugins/chat-index namesOf) spells them the same way, keeping the letter's case; a test there
 * holds that the two agree.
 */
export function withLanguagesSpelt(text: string): string {
  // Most text has neither sign: tokenize runs on every passage when the chat builds its index.
  if (!text.includes('+') && !text.includes('#')) return text;
  // A version keeps its own word ("C++17"); "C#'s" keeps its "'s" for tokenize to drop.
  return text
    .replace(/(?<![\w+#])(c)\+\+(?=\d)/gi, '$1plusplus ')
    .replace(/(?<![\w+#])(c)\+\+(?![\w+])/gi, '$1plusplus')
    .replace(/(?<![\w+#])([cf])#(?!\w)/gi, '$1sharp');
}

const VOWEL = /[aeiouy]/;
/**
 * Words that must not meet their stem, each with the term it is searched under: the `typing`
 * module is not "type", a "listing" of files is not a `list`, and "settings" are not a `set`. (Not
 * the verbs: "setting a variable to None" is about assignment, and "listed" items are in a list.)
 */
const KEPT_WHOLE: Readonly<Record<string, string>> = {
  typing: 'typing',
  typings: 'typing',
  listing: 'listing',
  listings: 'listing',
  settings: 'settings',
  // A word whose final "e" the stemmer would drop, leaving another word the pages use: "locale" is not
  // "local", nor "state" `os.stat`, "paste" "past", "image" a complex number's `.imag`, or "guide"
  // a GUID ("python newbie starter guide" drew the uuid section).
  locale: 'locale',
  locales: 'locale',
  state: 'state',
  states: 'state',
  paste: 'paste',
  pastes: 'paste',
  pasted: 'paste',
  pasting: 'paste',
  image: 'image',
  images: 'image',
  guide: 'guide',
  guides: 'guide',
};

function undouble(stem: string): string {
  return /([^aeiouslz])\1$/.test(stem) ? stem.slice(0, -1) : stem;
}

/**
 * British spelling doubles a final "l" before -ed and -ing where American spelling does not: the
 * pages say "cancelled" (as `CancelledError` does) and "labelled", readers also write "canceled"
 * and "labeled". Only these words: a final "ll" is usually the word's own ("called", "installed"),
 * and "modelling data" is not the machine-learning "model" the pages' "model" mostly is.
 */
const BRITISH_DOUBLED_L = /^(?:cancel|label|travel|signal|level|channel|tunnel|fuel|total|counsel|dial|marshal|equal|pencil|panel|funnel)l$/;

/**
 * British and American spellings as one: the pages say "summarise", "colour" and "behaviour",
 * readers also write "summarize", "color" and "behavior" (and the pages themselves mix them).
 * -ize/-yze become -ise/-yse and a final -our becomes -or, for the pages' words and the reader's alike.
 */
function oneSpelling(word: string): string {
  return word.replace(/(?<=[a-z]{2}[iy])z(e|es|ed|ing|er|ers|ation|ations)$/, 's$1').replace(/(?<=[a-z]{3})our(s|ed|ing|ite|ites)?$/, 'or$1');
}

/**
 * A light English stemmer: plurals, -ing, -ed (with the "e" a short stem lost: naming → name),
 * -ation/-ator, a final -e. Enough to make
 * "decorators", "decorated" and "decorating" meet, without Porter's surprises on code words
 * (it leaves "string", "typing" and "class" alone).
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w) || w.includes('_')) return w;
  if (Object.hasOwn(KEPT_WHOLE, w)) return KEPT_WHOLE[w];
  w = oneSpelling(w);
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ied') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length - 3 >= 4 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length - 2 >= 4 && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  // A short stem that ends consonant-vowel-consonant lost an "e": naming → name, coding → code.
  else if (/^[^aeiouy]*[aeiouy][^aeiouywx](?:ing|ed)$/.test(w)) w = `${w.replace(/(?:ing|ed)$/, '')}e`;
  if (BRITISH_DOUBLED_L.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ation') && w.length > 7) w = w.slice(0, -3) + 'e';
  else if (w.endsWith('ator') && w.length > 6) w = w.slice(0, -2) + 'e';
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/**
 * Whether a word is a Python name made with underscores: joined ("lru_cache", "model_validator")
 * or a special method ("__deepcopy__"). Such a name is one thing, not the words it is made of.
 */
export function isJoinedName(word: string): boolean {
  // "10_000" is a number written with separators, not a name.
  if (!/\p{L}/u.test(word)) return false;
  return /^__[\p{L}\p{N}]\w*__$/u.test(word) || /[\p{L}\p{N}]_+[\p{L}\p{N}]/u.test(word);
}

/**
 * The terms a word is indexed and searched under: its stem, and for identifiers their parts
 * (`lru_cache` → lru_cache, lru, cache; `__init__` → __init__, init).
 */
export function termsOf(word: string): string[] {
  const terms = new Set<string>([stem(word)]);
  const bare = word.replace(/^_+|_+$/g, '');
  if (bare && bare !== word) terms.add(stem(bare));
  if (bare.includes('_')) for (const part of bare.split('_')) if (part.length > 1) terms.add(stem(part));
  return [...terms];
}

/**
 * Reader words → the words the pages use. Keys and values are plain words (stemmed on use);
 * multi-word keys are matched as phrases before single words.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Data structures
  dict: ['dictionary'],
  dicts: ['dictionary'],
  dictionary: ['dict'],
  dictionaries: ['dict'],
  hashmap: ['dictionary', 'dict'],
  'hash map': ['dictionary', 'dict'],
  map: ['dictionary', 'map'],
  mapping: ['dictionary'],
  'associative array': ['dictionary'],
  'key value': ['dictionary'],
  array: ['list'],
  arrays: ['list'],
  vector: ['list'],
  'linked list': ['deque'],
  queue: ['deque', 'queue'],
  stack: ['list', 'append', 'pop'],
  tuple: ['tuple'],
  set: ['set'],
  'unique values': ['set'],
  duplicates: ['set', 'unique'],
  dedupe: ['set', 'unique'],
  struct: ['dataclass', 'namedtuple'],
  record: ['dataclass', 'namedtuple'],
  str: ['string'],
  string: ['str'],
  text: ['string', 'str'],
  int: ['integer'],
  integer: ['int'],
  float: ['floating'],
  decimal: ['decimal'],
  bool: ['boolean'],
  boolean: ['bool'],
  null: ['none'],
  nil: ['none'],
  undefined: ['none'],
  // Numbers and maths
  average: ['mean', 'statistics'],
  avg: ['mean', 'statistics'],
  median: ['median', 'statistics'],
  stats: ['statistics'],
  money: ['decimal', 'currency'],
  currency: ['decimal'],
  cents: ['decimal'],
  rounding: ['round', 'decimal'],
  fraction: ['fractions'],
  modulo: ['remainder'],
  modulus: ['remainder'],
  power: ['exponent'],
  random: ['random'],
  // Every page's "Common mistakes" section is what readers call its pitfalls or gotchas.
  pitfall: ['mistake'],
  pitfalls: ['mistake'],
  gotcha: ['mistake'],
  gotchas: ['mistake'],
  // Functions and control flow
  func: ['function'],
  funcs: ['function'],
  fn: ['function'],
  method: ['function'],
  procedure: ['function'],
  subroutine: ['function'],
  lambda: ['lambda', 'anonymous'],
  'anonymous function': ['lambda'],
  args: ['argument'],
  arg: ['argument'],
  kwargs: ['keyword', 'argument'],
  params: ['parameter'],
  param: ['parameter'],
  parameter: ['argument'],
  'default value': ['default'],
  loop: ['for', 'while', 'iterate'],
  loops: ['for', 'while', 'iterate'],
  looping: ['for', 'while', 'iterate'],
  iterate: ['loop', 'for'],
  'for each': ['for', 'loop'],
  foreach: ['for', 'loop'],
  index: ['enumerate', 'index'],
  'if else': ['conditional', 'if'],
  // "Get rid of" is how readers say remove: "rid" alone no page uses, so without this it read as a
  // topic PyDocs lacks and "get rid of duplicates in a list" was "not covered".
  rid: ['remove', 'delete'],
  // The pages say "several" where readers say "more than one" ("multiple" too, but as a synonym it drew
  // "multiple conditions in an if statement" to the concurrency table: no tuning figure moved either way).
  'more than one': ['several'],
  ternary: ['conditional', 'expression'],
  switch: ['match', 'case'],
  'switch statement': ['match', 'case'],
  'switch case': ['match', 'case'],
  ignore: ['suppress'],
  reduce: ['save', 'less', 'reduce'],
  difference: ['versus', 'differ', 'compare'],
  differences: ['versus', 'differ', 'compare'],
  vs: ['versus'],
  largest: ['nlargest', 'max', 'heapq'],
  biggest: ['nlargest', 'max'],
  smallest: ['nsmallest', 'min', 'heapq'],
  top: ['nlargest', 'heapq'],
  console: ['stdout', 'terminal', 'print'],
  stdout: ['print', 'stdout'],
  silence: ['suppress'],
  'except star': ['exception', 'group'],
  'method resolution order': ['mro'],
  mro: ['method', 'resolution', 'order'],
  'upper case': ['upper'],
  'lower case': ['lower'],
  'pattern matching': ['match', 'case'],
  walrus: ['assignment', 'expression'],
  'list comprehension': ['comprehension'],
  comprehensions: ['comprehension'],
  wrapper: ['decorator', 'wrap'],
  decorate: ['decorator'],
  memoize: ['cache', 'lru_cache'],
  memoise: ['cache', 'lru_cache'],
  memoization: ['cache', 'lru_cache'],
  caching: ['cache', 'lru_cache'],
  lazy: ['generator', 'lazy'],
  yield: ['generator', 'yield'],
  iterator: ['generator', 'iterator'],
  // Objects
  object: ['class', 'object'],
  objects: ['class', 'object'],
  oop: ['class', 'object', 'inheritance'],
  constructor: ['__init__', 'init'],
  initializer: ['__init__'],
  initialiser: ['__init__'],
  inherit: ['inheritance', 'subclass'],
  inherits: ['inheritance', 'subclass'],
  extend: ['inheritance', 'subclass'],
  parent: ['super', 'base', 'inheritance'],
  superclass: ['base', 'inheritance'],
  subclass: ['inheritance'],
  interface: ['protocol', 'abc', 'abstract'],
  abstract: ['abc', 'abstractmethod'],
  private: ['underscore', 'private'],
  getter: ['property'],
  setter: ['property'],
  attribute: ['attribute'],
  'static method': ['staticmethod'],
  'class method': ['classmethod'],
  tostring: ['__str__', '__repr__'],
  print: ['print'],
  // Errors
  error: ['exception', 'error'],
  errors: ['exception', 'error'],
  exception: ['error', 'exception'],
  catch: ['except', 'exception'],
  'try catch': ['try', 'except'],
  throw: ['raise', 'exception'],
  crash: ['exception', 'traceback'],
  stacktrace: ['traceback'],
  'stack trace': ['traceback'],
  finally: ['finally', 'cleanup'],
  cleanup: ['finally', 'context'],
  // Files and data
  file: ['file', 'open'],
  files: ['file', 'open'],
  read: ['read', 'open'],
  write: ['write'],
  path: ['pathlib', 'path'],
  folder: ['directory', 'path'],
  directory: ['pathlib', 'directory'],
  spreadsheet: ['csv'],
  excel: ['csv'],
  serialize: ['json'],
  serialise: ['json'],
  parse: ['parse', 'json'],
  regex: ['regular', 'expression', 're'],
  regexp: ['regular', 'expression', 're'],
  'regular expression': ['re', 'regex'],
  date: ['datetime', 'date'],
  time: ['datetime', 'time'],
  timestamp: ['datetime'],
  database: ['sqlite3', 'sql'],
  sql: ['sqlite3'],
  compress: ['compression', 'zstd', 'gzip'],
  zip: ['zip', 'compression'],
  log: ['logging'],
  logs: ['logging'],
  logger: ['logging'],
  // Strings
  format: ['f', 'string', 'format'],
  formatting: ['f', 'string', 'format'],
  'f string': ['f', 'string', 'format'],
  fstring: ['f', 'string', 'format'],
  interpolation: ['f', 'string'],
  template: ['t', 'string', 'template'],
  concatenate: ['join', 'concatenation'],
  substring: ['slice', 'slicing'],
  split: ['split'],
  uppercase: ['upper'],
  lowercase: ['lower'],
  // Concurrency
  async: ['asyncio', 'async', 'await', 'coroutine'],
  await: ['asyncio', 'await'],
  coroutine: ['asyncio', 'async'],
  concurrent: ['concurrency'],
  parallel: ['parallelism', 'concurrency', 'multiprocessing'],
  parallelism: ['concurrency', 'multiprocessing'],
  thread: ['threading', 'thread'],
  threads: ['threading', 'thread'],
  multithreading: ['threading'],
  process: ['multiprocessing'],
  processes: ['multiprocessing'],
  gil: ['gil', 'free', 'threaded'],
  lock: ['lock', 'race'],
  'race condition': ['race', 'lock'],
  // Tooling and practice
  venv: ['virtual', 'environment'],
  virtualenv: ['virtual', 'environment', 'venv'],
  'virtual environment': ['venv'],
  pip: ['install', 'package', 'pip'],
  package: ['package', 'pip'],
  packages: ['package', 'pip'],
  library: ['module', 'package'],
  module: ['module', 'import'],
  install: ['install', 'installation'],
  setup: ['install', 'setup'],
  ide: ['editor', 'vs', 'code'],
  editor: ['editor'],
  test: ['testing', 'unittest', 'pytest'],
  tests: ['testing', 'unittest', 'pytest'],
  'unit test': ['unittest', 'testing'],
  mock: ['mock', 'testing'],
  style: ['pep', '8', 'style'],
  'style guide': ['pep', '8'],
  pep8: ['pep', '8', 'style'],
  lint: ['linter', 'ruff', 'style'],
  linter: ['ruff', 'lint'],
  formatter: ['black', 'ruff', 'format'],
  naming: ['name', 'convention', 'pep'],
  'type hints': ['type', 'annotation', 'typing'],
  'type hint': ['type', 'annotation', 'typing'],
  types: ['type', 'typing'],
  annotation: ['type', 'hint'],
  debug: ['debugger', 'pdb', 'traceback'],
  debugging: ['debugger', 'pdb', 'traceback'],
  command: ['command', 'line'],
  cli: ['command', 'line', 'argparse'],
  arguments: ['argument'],
  terminal: ['command', 'line'],
  repl: ['interactive', 'shell', 'repl'],
  shell: ['interactive', 'shell'],
  immutable: ['immutable', 'frozen'],
  copy: ['copy', 'shallow', 'deep'],
  clone: ['copy'],
  sort: ['sorted', 'sort'],
  sorting: ['sorted', 'sort'],
  order: ['sort', 'order'],
  // Not "step": a negative step reverses, but as a synonym it made the heading "Slice lists and
  // strings with start, stop and step" name what "how do I reverse a list" asks (tuning half unchanged).
  reverse: ['reversed', 'backwards', 'negative'],
  flatten: ['nested', 'flat', 'chain'],
  count: ['counter', 'count'],
  frequency: ['counter'],
  length: ['len'],
  size: ['len', 'size'],
  enum: ['enum', 'enumeration'],
  constant: ['constant', 'enum'],
  input: ['input'],
  'user input': ['input'],
  run: ['run', 'execute'],
  script: ['script', 'file', 'run'],
  meta: ['metaclass'],
  'context manager': ['with', 'context'],
  'with statement': ['context', 'manager'],
  slots: ['__slots__'],
  memory: ['memory', 'slots', 'generator'],
};

/**
 * The synonyms of a word's other forms: "interfaces" and "decorating" read as "interface" and
 * "decorate" do, so the list needs one form of each word, not every inflection a reader types.
 */
const SYNONYMS_BY_STEM: ReadonlyMap<string, readonly string[]> = (() => {
  const byStem = new Map<string, string[]>();
  for (const [key, values] of Object.entries(SYNONYMS)) {
    if (key.includes(' ')) continue;
    const root = stem(key);
    byStem.set(root, [...new Set([...(byStem.get(root) ?? []), ...values])]);
  }
  return byStem;
})();

/**
 * An exception's class name as tokenize leaves it ("valueerror", "jsondecodeerror",
 * "deprecationwarning"); not a name of the reader's with underscores ("last_error").
 */
const EXCEPTION_CLASS = /^(?:[a-z][a-z0-9]*(?:error|exception|warning)|stopiteration|keyboardinterrupt|systemexit)$/;

/** The synonyms of one word: its own entry, else those of a word with the same stem. */
function synonymsOf(word: string): readonly string[] {
  // An exception's name is an exception: for "check that it raises ValueError", a section about
  // exceptions in general (testing them, raising them) speaks to it though it names no particular one.
  const own = Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word] : (SYNONYMS_BY_STEM.get(stem(word)) ?? []);
  return EXCEPTION_CLASS.test(word) ? [...own, 'exception'] : own;
}

const PHRASES = Object.keys(SYNONYMS)
  .filter((key) => key.includes(' '))
  .sort((a, b) => b.length - a.length);

export type WeightedTerm = Readonly<{term: string; weight: number}>;

/** One word of the reader's question with the terms that stand for it (its stems and synonyms). */
export type QueryConcept = Readonly<{word: string; terms: readonly WeightedTerm[]}>;

/** Weight of a synonym relative to the reader's own word. */
const SYNONYM_WEIGHT = 0.6;

/**
 * How the reader wants it explained ("in simple terms", "like I'm five", "eli5", "in a nutshell"):
 * no part of what they ask about. ("For dummies" names a series of books as often: "python for
 * dummies book" is not a question about Python.) "Simple" and "terms" are words pages use, so without this
 * "explain list comprehensions in simple terms" matched half of every comprehension section.
 */
const HOW_TO_EXPLAIN =
  /\b(?:in (?:simple|plain|easy|basic|layman['’]?s|laymans?|non-?technical) (?:terms|english|words|language)|(?:like|as if) (?:i['’]?m|i am) (?:five|5|a (?:child|kid|beginner))|eli5|in a nutshell)\b/gi;

export function withoutHowToExplain(text: string): string {
  return text.replace(HOW_TO_EXPLAIN, ' ');
}

/** Whether the reader says how they want something explained: they ask what it is, simply put. */
export function asksToBeExplainedSimply(text: string): boolean {
  return text.search(HOW_TO_EXPLAIN) >= 0;
}

/**
 * A count of times ("print hello 10 times", "run it n times") asks for repetition, which the pages
 * call repeating ("Repeating with `for`"); as "times" it read as the `time` module and "loop 10
 * times" was answered with dates. Not a product ("3 times 4"), a comparison ("2 times faster"), the
 * first few of them ("the first two times") or how many ("how many times each word appears").
 */
const COUNT_OF_TIMES =
  /(?<!\b(?:first|last|next|other)\s+)\b(\d+|n|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|thousand)\s+times\b(?!\s+(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|faster|slower|more|less|fewer|larger|smaller|bigger|as\b|longer|shorter|instead|when))/gi;
/**
 * A count that describes what went wrong ("why does my __init__ run two times", "called 2 times
 * instead of once") is a symptom, not a wish to repeat.
 */
const COUNT_AS_SYMPTOM = /^\s*why\b|\binstead of\b|\b(?:runs?|running|ran|called|printed|prints|executed|executes|happens|fires?|fired|shows? up|appears?) (?:\w+ )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten) times\b/i;

/** Words about timing: "run it 1000 times and time it" repeats to measure, which is `timeit`'s job. */
const TIMING = /\b(?:time it|timing|timed|timeit|measure\w*|how long|seconds?|ms|benchmark\w*|perf_counter|performance|fast\w*|slow\w*|speed\w*)\b/i;

/** Whether the question counts times ("10 times"): its "times" asks for repetition (COUNT_OF_TIMES). */
function countsTimes(text: string): boolean {
  return text.search(COUNT_OF_TIMES) >= 0 && !TIMING.test(text) && !COUNT_AS_SYMPTOM.test(text);
}
/** What "times" stands for in a count: a loop over `range(n)`, the way the pages repeat something. */
const REPETITION = ['range', 'repeat', 'loop'];

/**
 * A loop named by its keyword ("while loop example", "for loop over a dict"): the keyword is a stop
 * word, so "loop" alone stood for both kinds and "while loop example" was answered from looping over
 * dictionaries. Named at the start, after an article or a word such as "nested", or quoted (not
 * "wait for loop to finish", "tips for loops"), the keyword counts as a synonym of "loop" does and
 * "repeat" too (the pages' headings say "Repeating with `while`"); the other kind's keyword not at
 * all. At full weight, the English "for" in a sentence ("for a divisor") drew sentence choice.
 */
const LOOP_NAMED = /(?:^|\b(?:a|an|the|my|this|that|your|python|nested|simple|basic|infinite|single|inner|outer|each|same|in|with|of|do|use|using|write|writing)\s+|[`'"])(for|while)\s+loops?\b/gi;

/** A loop "through" or "over" something ("loop through a list", "looping over the lines") is a `for` loop. */
const LOOP_THROUGH = /\bloop(?:s|ed|ing)?\s+(?:through|over)\b/i;

function loopKeywordsNamed(text: string): Set<string> {
  const named = new Set([...text.matchAll(LOOP_NAMED)].map((match) => match[1].toLowerCase()));
  if (named.size === 0 && LOOP_THROUGH.test(text)) named.add('for');
  return named;
}

/**
 * Words that ask for the loop itself ("while loop example", "for loop syntax"), or for the plain loop
 * over a list, a string or their items ("for loop over a list", "loop through each item"). With any
 * other word ("for loop else", "for loop with index", "loop over a dictionary") that word says which
 * section, and the keyword at full weight drew the generic one.
 */
const ABOUT_THE_LOOP_ITSELF = new Set('loop loops example examples syntax basics basic simple work works write use python how over through each every item items element elements list lists array arrays string strings'.split(' '));

/** "50 MB" and "200 ms" written as one word ("50mb"), so that the unit reads as part of the reader's number (isQuantity). */
function withUnitsJoined(text: string): string {
  return text.replace(/\b(\d+)\s+(kb|mb|gb|tb|ms|px)\b/gi, '$1$2');
}

/**
 * The concepts of a question: each content word with its stems at `weight` and its synonyms
 * lower. A phrase ("virtual environment", "type hints") lends its synonyms to each of its words.
 * Stop words drop out, unless the question has nothing else.
 */
export function questionConcepts(question: string, weight = 1): QueryConcept[] {
  const syntax = syntaxNames(question);
  const words = tokenize(withUnitsJoined(withoutHowToExplain(syntax ? `${question} ${syntax}` : question)));
  const loopKeywords = loopKeywordsNamed(question);
  // The reader's own words, not the names of the syntax read from them ("do while" adds "break").
  const aboutTheLoopItself = tokenize(question).every((word) => STOPWORDS.has(word) || ABOUT_THE_LOOP_ITSELF.has(word));
  const repetition = countsTimes(question);
  const keywords = new Set(keywordsAskedAbout(question));
  const content = words.filter((word) => !STOPWORDS.has(word) || keywords.has(word));
  const topical = words.filter((word) => WEAK_TOPIC_WORDS.has(word));
  const chosen = content.length > 0 ? content : topical.length > 0 ? topical : words;
  const joined = ` ${words.join(' ')} `;
  const phraseSynonyms = new Map<string, string[]>();
  for (const phrase of PHRASES) {
    if (!joined.includes(` ${phrase} `)) continue;
    for (const word of phrase.split(' ')) phraseSynonyms.set(word, [...(phraseSynonyms.get(word) ?? []), ...SYNONYMS[phrase]]);
  }
  const concepts = new Map<string, QueryConcept>();
  // A phrase made only of stop words ("if else") is a concept of its own.
  for (const phrase of PHRASES) {
    if (!joined.includes(` ${phrase} `) || phrase.split(' ').some((word) => chosen.includes(word))) continue;
    const terms = new Map<string, number>();
    for (const synonym of SYNONYMS[phrase]) for (const term of termsOf(synonym)) terms.set(term, weight);
    concepts.set(phrase, {word: phrase, terms: [...terms].map(([term, value]) => ({term, weight: value}))});
  }
  for (const word of chosen) {
    if (concepts.has(word)) continue;
    const terms = new Map<string, number>();
    const add = (term: string, value: number) => terms.set(term, Math.max(terms.get(term) ?? 0, value));
    if (repetition && word === 'times') {
      for (const [at, synonym] of REPETITION.entries()) for (const term of termsOf(synonym)) add(term, at === 0 ? weight : weight * SYNONYM_WEIGHT);
      concepts.set(word, {word, terms: [...terms].map(([term, value]) => ({term, weight: value}))});
      continue;
    }
    for (const term of termsOf(word)) add(term, weight);
    for (const synonym of [...synonymsOf(word), ...(phraseSynonyms.get(word) ?? [])]) {
      for (const term of termsOf(synonym)) add(term, weight * SYNONYM_WEIGHT);
    }
    if (loopKeywords.size === 1 && aboutTheLoopItself && stem(word) === stem('loop')) {
      const [named] = loopKeywords;
      const other = named === 'for' ? 'while' : 'for';
      for (const term of termsOf(other)) terms.delete(term);
      for (const term of termsOf(named)) add(term, weight);
      // The pages' headings for the two loops say "Repeating with `for`" and "Repeating with `while`".
      for (const term of termsOf('repeat')) add(term, weight * SYNONYM_WEIGHT);
    }
    // "list" and "lists" are one concept: counting it twice would tilt coverage towards it.
    const key = [...terms.keys()].sort().join(' ');
    if ([...concepts.values()].some((concept) => concept.terms.map(({term}) => term).sort().join(' ') === key)) continue;
    concepts.set(word, {word, terms: [...terms].map(([term, value]) => ({term, weight: value}))});
  }
  return [...concepts.values()];
}

/** All terms of some concepts, each at the highest weight any concept gives it. */
export function flattenConcepts(concepts: readonly QueryConcept[]): WeightedTerm[] {
  const terms = new Map<string, number>();
  for (const concept of concepts) {
    for (const {term, weight} of concept.terms) terms.set(term, Math.max(terms.get(term) ?? 0, weight));
  }
  return [...terms].map(([term, weight]) => ({term, weight}));
}
