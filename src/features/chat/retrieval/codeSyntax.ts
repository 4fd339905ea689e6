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
  /** A keyword that is an English stop word, asked about as the keyword: it counts as a word of the question. */
  keywords?: readonly string[];
  /** Text the question must also have for the pattern to name what it does ("atomic" beside `+=`). */
  besides?: RegExp;
}>;

/**
 * Words a reader puts around an operator they ask about ("what does // do", "is vs ==", "the ^
 * operator", "use != instead"), where an expression has operands ("x > 0", "a // b", "int | None").
 */
const AROUND_A_SIGN = 'what|does|do|did|mean|means|meaning|is|are|the|use|using|used|vs\\.?|versus|and|or|of|between|operator|operators|sign|symbol|in|for|instead|about|python|why|when|how|explain|than|with';

/**
 * Rules for operators a question names on their own, not between operands: "what does // do",
 * "when to use is instead of ==", "what is -> in a def". On each side of the sign is the start or
 * end of the question, a quote or backtick right beside it, or one of the words AROUND_A_SIGN. A
 * quoted sign that is a string in the reader's code (`line.split('|')`, `'='.join(…)`,
 * `print('=' * 20)`) is not one: its quote follows a bracket or comma, or is followed by `.`,
 * `)`, `,` or an operator.
 */
function signsNamedAlone(signs: readonly (readonly [source: string, names: string, unless?: RegExp])[]): SyntaxRule[] {
  const before = String.raw`(?:^|(?<![(\[,]\s*)[\`'"]|\(|\b(?:${AROUND_A_SIGN})\s+)`;
  const after = String.raw`(?=$|[\`'"](?!\s*[.)\],*+%])|[)?,.!:]|\s+(?:${AROUND_A_SIGN})\b|\s*(?:[?!]\s*)?$)`;
  return signs.map(([source, names, unless]) => ({pattern: new RegExp(`${before}(?:${source})${after}`, 'i'), names, unless}));
}

/** A question about formatting text, where `%` is the formatting operator and not the remainder. */
const STRING_FORMATTING = /\bformat(?:s|ting|ted)?\b|\bstrings?\b/i;

/**
 * Rules for keywords that are also English stop words, asked about as keywords: in backticks
 * ("`with`"), named as one after "the", "a" or a quote ("the in keyword", "the with statement";
 * not "what is operator overloading" or "with keyword arguments"), as the whole subject of
 * "what does … do / mean", or set against another ("and vs or", "difference between and and or").
 * Such a keyword counts as a word of the question (keywordsAskedAbout). A loop's or block's keyword
 * ("write a for loop", "my with block") is named, but stays a stop word: "loop" already says what
 * is asked, and "for" or "with" as a word would favour every heading that uses it as English.
 */
function keywordsNamed(keywords: readonly (readonly [source: string, names: string, block?: 'block'])[]): SyntaxRule[] {
  const quote = String.raw`[\`'"]?`;
  const other = String.raw`(?:and|or|not|in|is|with|for|while|if|else|==|!=)`;
  const ends = String.raw`(?=$|[\s?.,!])`;
  return keywords.flatMap(([source, names, block]): SyntaxRule[] => {
    const keyword = `(?:${source})`;
    const asked = [
      String.raw`\`${keyword}\``,
      String.raw`(?:^|\b(?:the|an?) |[\`'"])${keyword}${quote} (?:keyword|statement|operator)s?\b(?!\s+(?:arguments?|parameters?|only|overloading|precedence|modules?))`,
      String.raw`\bwhat (?:does|do|is) (?:the )?${quote}${keyword}${quote} (?:do|mean|for)\b`,
      String.raw`(?:^|\s)${quote}${keyword}${quote} (?:vs\.?|versus) ${quote}${other}${quote}${ends}`,
      String.raw`(?:^|\s)${quote}${other}${quote} (?:vs\.?|versus) ${quote}${keyword}${quote}${ends}`,
      String.raw`\bbetween ${quote}${keyword}${quote} and ${quote}${other}${quote}${ends}`,
      String.raw`\bbetween ${quote}${other}${quote} and ${quote}${keyword}${quote}${ends}`,
    ];
    const rules: SyntaxRule[] = [{pattern: new RegExp(asked.join('|'), 'i'), names, keywords: [...new Set(source.split(/[| ]/))]}];
    if (block) rules.push({pattern: new RegExp(String.raw`\b${keyword} (?:loop|block|clause)s?\b`, 'i'), names});
    return rules;
  });
}

/** A bare name after `case` (CAPTURE_NAME), written as code: at a line's start, in backticks, or in a question that says "match". */
const CAPTURE_NAME = String.raw`case\s+(?!(?:_|None|True|False)\b)[A-Za-z_]\w*\s*(?:if\b[^:\n\`]*)?:`;
const CAPTURE_CASE = new RegExp(String.raw`(?:^\s*|\`)${CAPTURE_NAME}|^(?=[\s\S]*\bmatch\b)[\s\S]*\b${CAPTURE_NAME}`, 'im');

/** An f-string field that ends in `=` (`{x=}`, `{x = }`, `{x=!r}`, `{x=:.2f}`): a self-documenting expression. */
const FSTRING_EQUALS = /\b(?:[rb]?f|f[rb])(["'])[^\n]*?\{[^{}]*[^=!<>]=\s*(?:![rsa])?(?::[^{}]*)?\}/i;

/** Threads, or what they share: `+=` beside them asks about a race, not the operator. */
const THREADS = /\bthreads?\b|\bthread-safe\b|\brace conditions?\b|\batomic(?:ally)?\b/i;
/** An augmented assignment between operands (`total += price`, `n //= 2`). */
const AUGMENTED_ASSIGNMENT = /\w\s*(?:\+|-|\*|\/|\/\/|%|\*\*|&|\||\^|>>|<<)=\s*[\w(]/;

const RULES: readonly SyntaxRule[] = [
  ...keywordsNamed([
    ['with', 'with statement', 'block'],
    ['in|not in', 'membership'],
    ['and|or|not', 'logical operators'],
    ['is|is not', 'identity'],
    ['while', 'while loop', 'block'],
    ['for', 'for loop', 'block'],
  ]),
  // Checking whether something is in a container ("check if an item is in a list", "see if a value
  // is not in my list", "check if element in list") asks for the `in` operator, whose word is a stop
  // word. Not the place of an error ("the bug is in a list comprehension"), what a list holds ("what
  // is in a list"), every item ("check if all items in a list are true": all()), nor a dictionary's
  // keys, which the Dictionaries section answers in its own words ("key in d").
  {
    pattern: new RegExp(
      String.raw`\b(?:check|checking|see|test|tell|know|find out|determine)\s+(?:if|whether)\s+(?:[^?.!\n]{0,40}?\b(?:is|are)\s+|(?:(?:an?|the|my|this|that)\s+)?\w+\s+)(?:not\s+)?in\s+` +
        String.raw`(?:(?:an?|the|my|this|that|your|our)\s+)?(?:\w+\s+)?(?:lists?|sets?|strings?|tuples?|arrays?)\b(?!\s+comprehension)`,
      'i',
    ),
    names: 'membership',
    unless: /\b(?:all|every|each)\b[^?.!\n]*\bin\b/i,
  },
  // A value between two others ("check if a number is between 1 and 10", "if x between two numbers")
  // is a range check, which the pages write as a chained comparison, `low <= x <= high`; "between"
  // is otherwise a stop word ("the difference between lists and tuples"). Not text between two
  // words, nor a random number drawn between two limits.
  {
    pattern: /\b(?:(?:is|are|be|falls?|lies?)\s+(?:not\s+)?|(?:if|whether)\s+[\w.]+\s+)between\s+(?:two\s+(?:numbers|values|integers|ints|floats|dates|times|limits|bounds)\b|[\w.-]+\s+and\s+[\w.-]+)/i,
    names: 'chaining comparison',
    unless: /\b(?:random\w*|randint|randrange|generat\w*|text|strings?|substrings?|characters?|chars|words?|quotes|brackets|parenthes\w*|extract\w*|tags?)\b/i,
  },
  // A shell command run from Python, or its output ("get the output of a shell command", "run a
  // shell command from python"), is another program: subprocess. "Shell" alone is the interactive
  // shell, and a shell command typed in a terminal ("the shell command python3 not found") is the
  // reader's terminal.
  {
    pattern: /\b(?:output|result|stdout|stderr|captur\w*|return code|exit code)\b[^?.!\n]*\bshell commands?\b|\bshell commands?\b[^?.!\n]*\b(?:output|result|stdout|captur\w*|from (?:python|my (?:script|program|code))|in python)\b|\b(?:run|call|execut)\w*\s+(?:an?\s+|the\s+)?shell commands?\s+(?:from|in|inside|with)\b/i,
    names: 'subprocess',
  },
  // The built-in map() or filter() named as a function ("how to use map", "map object at 0x…",
  // "filter() a list"): its section says "Applying a function to every item". Not a dictionary
  // ("map" to readers of Java or Go) nor the tarfile or warnings "filter".
  {pattern: /(?<![.\w])(?:map|filter)\s*\(|\b(?:map|filter) (?:function|object)s?\b|\b(?:use|using)\s+(?:the\s+)?(?:map|filter)\b(?!\s+(?:of|with)\b)/i, names: 'applying function every item'},
  // Whether a number is even or odd ("check if a number is even", "even or odd") is a remainder
  // check, `n % 2 == 0`. "Even" is otherwise an English stop word ("is even faster", "if even the
  // first word is wrong"), so after "is" or "are" (and one word, "is 7 even", not "is python even"
  // or "is that even?") it counts only at the question's end or before "or", "and" or "number".
  // Not "sum of even numbers", which asks for a sum.
  {pattern: /\b(?:is|are|be)\s+(?:(?!python\b|this\b|that\b)[\w.]+\s+)?even(?=\s*(?:$|[?.,!;:)])|\s+(?:or|and|numbers?|integers?)\b)|\beven\s+or\s+odd\b|\bodd\s+or\s+even\b/i, names: 'remainder odd'},
  // Getting a dictionary's value "with a default" is a lookup of a key that may be missing,
  // `d.get(key, default)` ("get" is a stop word); a dictionary that fills in defaults is defaultdict.
  {pattern: /\b(?:get|gets|getting|read|look(?:ing)? up|fetch|access)\b[^?.!\n]{0,30}\b(?:dict|dicts|dictionary|dictionaries)\b[^?.!\n]{0,30}\b(?:default|fallback)\b(?!\s+(?:encoding|arguments?|args|kwargs|parameters?|params)\b)|\b(?:dict|dictionary)\s*\.?\s*get\b[^?.!\n]*\bdefault\b/i, names: 'value may be missing', unless: /\bdefaultdict\b/i},
  // Who made Python is asked in stop words ("who made python", "python's creator"); the pages
  // say who created it. Python itself, not "python virtual environments" or "python decorators".
  {pattern: /(?:\bwho\s+(?:made|created|invented|designed|wrote|started|founded|developed)\s+(?:the\s+)?|\b(?:creator|inventor|founder|father|author)s?\s+of\s+(?:the\s+)?)python(?:\s+(?:programming\s+)?language)?(?:\s+\d[\d.]*)?(?=\s*(?:$|[?.!,;:)]|(?:and|originally|first|itself|in\s+\d+)\b))|\bpython(?:'s)?\s+(?:creator|inventor|founder)s?\b|^\s*(?:what\s+is\s+|what's\s+)?python\b[^,;]*\bwho\s+(?:made|created|invented|designed|started|founded|developed)\s+it\s*[?.!]*$/i, names: 'created guido'},
  // `import this` prints the Zen of Python; "this" is a stop word.
  {pattern: /(?<!\bfrom\s+[\w.]+\s+)\bimport\s+this\b(?=\s*(?:$|[`'"?.!,;:)]|(?:do|does|did|print|prints|show|shows|mean|means|say|says|output|outputs)\b))/i, names: 'zen'},
  // PATH, the environment variable the shell searches for programs ("add python to PATH", "python
  // is not on my path"), not a file's path: in capitals (in a question not typed all in capitals),
  // or what Python, pip or a folder of programs is added to or is on; "in the path" is a file's.
  {pattern: /\bPATH\b/, names: 'environment variable', unless: /^[^a-z]*$/},
  {pattern: /\b(?:add|adding|added|put|putting)\s+(?:[\w.-]+\s+){0,2}?(?:python[\w.]*|pip|py|it|[\w-]+\.exe|scripts|folder|directory|dir|bin|uv|conda|pyenv)\s+(?:to|in|on)\s+(?:the\s+|my\s+|your\s+|system\s+|user\s+)*path\b(?![\w.(]|\s+of\b)|\b(?:python[\w.]*|pip|programs?|commands?|executables?|exe)\s+(?:is\s+)?(?:not\s+)?in\s+(?:the\s+)?path\b|\bin\s+(?:my\s+|your\s+|the\s+system\s+|system\s+)path\b|\b(?:on|to)\s+(?:the\s+|my\s+|your\s+)?(?:system\s+)?path\s*(?:$|[?.!,]|\s+(?:variable|environment|on|in|after|but|and|so)\b)|\bpath\s+(?:environment\s+)?variable\b/, names: 'environment variable'},
  // The message of an exception the program caught ("get the error message from an exception",
  // "print the exception message") is `str(exc)` after `except … as exc`, not an error to explain.
  // Not in a test, which reads it from assertRaises, nor logged, which logging's section shows.
  {pattern: /\b(?:get|gets|getting|print|printing|show|read|access|display|extract|see)\s+(?:the\s+)?(?:error\s+|exception\s+)?(?:message|text)\s+(?:from|of|in|out of)\s+(?:an?\s+|the\s+|my\s+)?(?:caught\s+)?(?:exception|error)s?\b|\b(?:get|print|show)\s+(?:the\s+)?exception(?:'s)?\s+message\b/i, names: 'except as exc str', unless: /\btests?\b|\bunittest\b|\bassert\w*/i},
  // Whether a path is a folder or a file ("check if a path is a folder", "file or directory") is
  // asked of the path: `is_dir()` and `is_file()`, where "folder" alone draws walking a tree. Not
  // "copy a file or directory" or "file or folder permissions": something done to either.
  {pattern: /\b(?:check|checking|test|tell|know|find out|determine|see)\s+(?:if|whether)\s+[^?.!\n]{0,40}?\b(?:is|are)\s+(?:an?\s+|the\s+)?(?:folder|directory|dir|regular file)s?\b|(?<!\b(?:copy|move|delete|remove|rename|zip|unzip|open|create|make|list|compress|archive)\s+(?:an?\s+|the\s+)?)\b(?:a\s+)?(?:file|folder|directory)\s+or\s+(?:an?\s+)?(?:folder|directory|file)(?:\s+(?:in\s+python|with\s+pathlib|using\s+pathlib|pathlib))?\s*[?.!]*\s*$/i, names: 'is_dir is_file'},
  // Writing a test ("write a unit test", "how do I write my first test") asks for one written,
  // a TestCase with its assertions, where "write tests" alone draws the section on why to. Not
  // tests written before the code, which is test-driven development, nor a test of something the
  // pages test in a section of its own ("write a test that checks an exception is raised").
  {pattern: /^\s*(?:how\s+(?:do|can|should|would)\s+(?:i|you|we)\s+|how\s+to\s+|can\s+you\s+show\s+me\s+how\s+to\s+)?(?:write|writing|create|make|add)\s+(?:an?\s+|my\s+|the\s+|some\s+|one\s+)?(?:first\s+|simple\s+|basic\s+)?(?:unit\s+)?tests?(?:\s+cases?)?(?:\s+in\s+python|\s+for\s+(?:a|my|this|the|one)\s+(?:function|class|method|code|program|module)|\s+(?:in|for)\s+python)?\s*[?.!]*\s*$/i, names: 'first test case', unless: /\bwhy\b|\bpytest\b|\bdoctest\b|\bmock\w*\b|\bbefore\b|\btdd\b|\btest[- ](?:first|driven)\b|\bgenerate\b/i},
  // The most (or least) common items of a collection are counted ones: a Counter's most_common().
  // "Most" is a stop word, and "common" alone is another sense ("items two lists have in common").
  // Only of items named as such or of a collection: "the most common python errors" or "the most
  // common way to read a file" ask for the usual thing, and a column's values are pandas'.
  {pattern: /\b(?:most|least) (?:common|frequent(?:ly)?(?: occurring)?)\s+(?:\w+\s+)?(?:elements?|items?|values?|words?|letters?|characters?|chars|numbers?|names?|entries|entry|strings?|tags?)\b|\b(?:most|least) (?:common|frequent)\b[^?.!\n]{0,20}\b(?:in|of|from)\s+(?:a|an|the|my)\s+(?:list|string|text|file|array|dict|dictionary|sequence|iterable|tuple)\b/i, names: 'Counter most_common', unless: /\b(?:pandas|dataframe|column)\b/i},
  // Items "in one list but not (in) the other" are a set difference, written in stop words.
  {pattern: /\bin\s+(?:one|the first|an?)\s+(?:\w+\s+)?(?:lists?|sets?|dicts?|dictionar(?:y|ies)|arrays?|tuples?|keys)\b[^?.!\n]{0,30}\bbut not\s+(?:in\s+)?(?:the\s+)?(?:other|second|another)\b|\b(?:lists?|sets?|dicts?|arrays?|keys)\b[^?.!\n]{0,30}\bbut not\s+(?:in\s+)?(?:the\s+)?(?:other|second|another)\b|\bnot in (?:the )?(?:other|second) (?:list|set)\b/i, names: 'set difference'},
  // Python has no do-while loop: a while loop with break stands in for it.
  {pattern: /\bdo[- ]?while\b/i, names: 'while loop break'},
  {pattern: /\[[^\]]*\bfor\b[^\]]*\bin\b[^\]]*\]/, names: 'list comprehension'},
  {pattern: /\{[^{}]*:[^{}]*\bfor\b[^{}]*\bin\b[^{}]*\}/, names: 'dictionary comprehension'},
  {pattern: /\{[^{}:]*\bfor\b[^{}:]*\bin\b[^{}:]*\}/, names: 'set comprehension'},
  // Parentheses around a for clause; calls inside it (range(10)) may nest one level.
  {pattern: /\((?:[^()[\]]|\([^()]*\))*\bfor\b(?:[^()[\]]|\([^()]*\))*\bin\b(?:[^()[\]]|\([^()]*\))*\)/, names: 'generator expression'},
  {pattern: /(?:^|[\s,(])\*[A-Za-z_]\w*\s*(?:,[^=\n]*)?=(?!=)|=\s*\[?\s*\*[A-Za-z_]/m, names: 'unpacking starred assignment'},
  {pattern: /\b(\w+)\s*,\s*(\w+)\s*=\s*\2\s*,\s*\1\b/, names: 'swap unpacking assignment'},
  // An operand before `**` (not "and **kwargs", "f(**options)" or "extra keys **rest", which
  // unpack a dictionary: `**` against the name after it, apart from the word before).
  {pattern: /(?<![\w.])(?!(?:and|or|not|in|is|def|lambda|return)\b)(?:[A-Za-z_]\w*|\d[\d.]*|\))(?!\s+\*\*[A-Za-z_])\s*\*\*\s*[\w(]/, names: 'power exponent'},
  {pattern: /\w\s*\/\/\s*[\w(-]/, names: 'floor division'},
  // Not beside a format directive ("placeholder %s vs ?", "strftime %b %z", "'%d items' % n"),
  // where `%` formats text (or an IPython %magic): the remainder is not what is asked.
  // Nor a percentage written against its number before a word ("100% test coverage", "5% of requests").
  {pattern: /\w\s*%\s*\w/, names: 'remainder modulo', unless: /(?:^|[\s'"`(])%[-+#0-9.]*[A-Za-z]|\d%\s+[A-Za-z]/},
  // The sign named beside formatting a string ("python string formatting with %").
  {pattern: /(?:^|\s)%(?=\s|$|[?.!,])/, names: 'printf-style formatting', besides: STRING_FORMATTING},
  // A directive of printf-style formatting ("what does %s mean", "%r vs %s"), where no date, query,
  // log call or other language's printf makes it theirs.
  {pattern: /(?:^|[\s'"`(])%[-+#0-9.]*[sdrfxoegi](?![A-Za-z])/, names: 'printf-style formatting', unless: /\b(?:strf|strp)time\b|\bdates?\b|\btimes?\b|placeholders?|\bsql|psycopg|mysql|\bcursor|execute|logg|\bc\b|printf|scanf|bash|awk/i},
  // `^` between numbers that Python gave a surprising value for ("why does 2^3 return 1"): readers
  // write it for a power, Python reads exclusive or. (In "2 ^ 3 ^ 2 in my parser" it is the
  // reader's own language's.)
  {pattern: /^(?=.*\b(?:why|returns?|gives?|gave|prints?|printed|results?|equals?)\b).*\d\s*\^\s*\d/is, names: 'bitwise exclusive'},
  // `~` before a name, or before a number Python gave a value for ("why is ~5 -6"): not "takes ~30 seconds".
  {pattern: /(?:^|[\s(=])~\s*[A-Za-z_(]|^(?=.*\b(?:why|returns?|gives?|gave|prints?|printed|results?|equals?|equal to)\b).*(?:^|[\s(=])~\d/is, names: 'bitwise invert'},
  // Python has no `++`: readers from other languages ask about it (not "C++", "g++" or
  // "Notepad++", and not inside a C-style loop header, "for (i = 0; i < n; i++)", which asks
  // about the loop).
  {pattern: /(?:^|[\s(=])(?!c\+\+)[A-Za-z_]\w*\+\+|\+\+[A-Za-z_]|(?:^|\s)\+\+(?=\s|$|\?)/i, names: 'increment operator', unless: /\bfor\s*\([^)]*;|\b(?:[cg]|notepad|libstdc|clang)\+\+/i},
  {pattern: /\bdef\s+\w+\s*\([^)]*(?:,\s*\/\s*[,)]|\(\s*\/)/, names: 'positional-only parameters'},
  {pattern: /\bdef\s+\w+\s*\([^)]*(?:,|\()\s*\*\s*,/, names: 'keyword-only parameters'},
  // A parameter whose default is a new list, dict or set (`def log(msg, history=[])`): the default
  // is made once, so calls share it, which is nearly always what a reader who pastes one ran into.
  {pattern: /\bdef\s+\w+\s*\([^)]*\w\s*(?::[^=,)]*)?=\s*(?:\[[^\]]*\]|\{[^}]*\}|(?:list|dict|set)\(\s*\))\s*[,)]/, names: 'mutable default pitfall'},
  {pattern: /:=/, names: 'walrus assignment expression'},
  {pattern: /\w\s+if\s+[^:\n]+\s+else\s+\S/, names: 'conditional expression'},
  {pattern: /^\s*@[A-Za-z_][\w.]*/m, names: 'decorator'},
  // The sign named on its own: "what does the @ above a function do".
  {pattern: /(?:^|\s|`)@(?:$|\s|`)/, names: 'decorator'},
  // A decorator named in a sentence ("putting @command('name') on functions", "what does @cache
  // do"), not an e-mail address or a handle after a word. Not one whose name finds its own section
  // (`@property`, `@dataclass`: "decorator" drew the decorators page instead), nor a docstring's
  // `@param` or a chat's @mention.
  {pattern: /(?:^|[\s`("'])@(?!(?:property|dataclass|dataclasses\.dataclass|abstractmethod|staticmethod|classmethod|override|typing\.override|param|params|return|returns|raises?|rtype|type|echo|mention|everyone|here)\b)[A-Za-z_][\w.]*(?=[\s(`'".,?!:;)]|$)/, names: 'decorator', unless: /\b(?:docstrings?|twitter|slack|discord|telegram|mentions?|handles?|usernames?|e-?mails?|tweets?)\b/i},
  ...signsNamedAlone([
    ['==', 'equal equality'],
    ['!=', 'not equal comparison'],
    ['<=|>=|<|>', 'comparison'],
    ['//', 'floor division'],
    ['%', 'remainder modulo', STRING_FORMATTING],
    ['->', 'return type annotation'],
    ['\\+=|-=|\\*=|/=|//=|%=|\\*\\*=', 'augmented assignment operators'],
    ['=', 'assignment', FSTRING_EQUALS],
    ['&', 'bitwise and intersection'],
    ['\\|', 'bitwise or union'],
    ['\\^', 'bitwise exclusive symmetric difference'],
    ['~', 'bitwise not'],
    ['<<|>>', 'bitwise shift'],
  ]),
  // `is` set against == ("is vs ==", "== or is"): the keyword is an English stop word.
  {pattern: /`is(?: not)?`|\bis\s+(?:vs\.?|versus|instead of|or|and|rather than|compared (?:to|with))\s+[`'"]?[=!]=|[=!]=[`'"]?\s+(?:vs\.?|versus|instead of|or|and|rather than|compared (?:to|with))\s+[`'"]?is\b/i, names: 'identity', keywords: ['is']},
  // `with open(path) as f` or `with lock as held:`: a call before `as`, or a colon after the name.
  // Not English: "print a number with commas as thousands separator" drew "Several managers in one
  // with statement".
  {pattern: /\bwith\s+(?:[^:\n]*\)\s*as\s+\w+|[^:\n]+\bas\s+\w+\s*:)/, names: 'with statement context manager'},
  // `-> str` after a def's parentheses or asked about ("what does -> str mean"): the return type.
  // Not an arrow between two values ("'a' -> 1").
  {pattern: /(?:\)|\b(?:what|does|is|mean|means|def)\s)\s*->\s*[A-Za-z_]/, names: 'return type annotation'},
  // all(…) and any(…) called: the built-ins, whose names are stop words ("why does all([]) return True").
  {pattern: /(?<![.\w])(?:all|any)\(/, names: 'checking every item any item all any'},
  {pattern: /\bf["']/, names: 'f-string formatting'},
  // `=` before an f-string field's end (`f"{x=}"`, `f"{total = :.2f}"`), not `==` inside one: the
  // field prints the expression's text as well as its value, which is what a reader asks about.
  {pattern: FSTRING_EQUALS, names: "printing a variable's name and value"},
  {pattern: /\bt["']/, names: 't-string template string'},
  {pattern: /\[\s*-?\d*\s*:\s*-?\d*\s*(?::\s*-?\d*\s*)?\]/, names: 'slicing slice'},
  {pattern: /\bis\s+(?:not\s+)?None\b|[=!]=\s*None\b/, names: 'None identity comparison'},
  // Beside threads, `+=` asks about a race ("is counter += 1 safe when several threads do it",
  // "is x += 1 atomic"): a separate read and write, which the section on races and locks explains.
  {pattern: AUGMENTED_ASSIGNMENT, names: 'augmented assignment operators', unless: THREADS},
  {pattern: new RegExp(String.raw`${AUGMENTED_ASSIGNMENT.source}|(?:^|\s)[-+*/]=(?:\s|$)`), names: 'race lock', besides: THREADS},
  {pattern: /\bclass\s+\w+\s*\(\s*\w+/, names: 'subclass inheritance'},
  {pattern: /\b\w+\s*<=?\s*\w+\s*<=?\s*\w+/, names: 'chained comparison'},
  {pattern: /^\s*case\s+.+:/m, names: 'match case pattern'},
  // A case that is one bare name (`case Look:`, `case MAX_RETRIES:`), not `_`, a literal (None,
  // True, False), a dotted name or a class pattern: it captures whatever comes, which is why "it
  // catches every command". As code: at a line's start, in backticks or beside "match"; "lower
  // case letters: …" and "use case example: …" are English.
  {pattern: CAPTURE_CASE, names: 'capture pattern bare name'},
  {pattern: /\bexcept\s*\*/, names: 'except star exception group'},
  // Python 2's print statement (`print "hello"`): as code, a line that is only that statement or
  // one in backticks, or beside Python's complaint about it ("SyntaxError", "without brackets").
  // "how to print 'hi' 3 times", 'print "hi" without newline' and 'print "error" in red' are English.
  {
    pattern:
      /^\s*print\s+(["'])[^"'\n]*\1\s*(?:#.*)?$|`print\s+["'][^`]*`|^(?=[\s\S]*(?:\bsyntaxerror\b|\binvalid syntax\b|\bmissing parenthes[ie]s\b|\bpython ?2\b|\bold tutorial\b|\bwithout (?:the )?(?:brackets|parenthes[ie]s)\b))[\s\S]*\bprint\s+["']/im,
    names: 'python 2 missing parentheses print',
  },
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

/**
 * Whether the question writes one name twice in different cases ("is Count the same variable as
 * count"): it asks whether names are case-sensitive, in words the pages use for anything.
 */
function namesDifferingInCase(text: string): boolean {
  // Said of names; a class and its instance (`class Basket` … `basket`) differ in case by convention.
  if (!/\b(?:variables?|names?|identifiers?)\b|\bcase[- ]?sensitiv/i.test(text) || /\bclass\s+[A-Z]/.test(text)) return false;
  if (/\b(?:ignor\w*|insensitiv\w*|upper|lower|uppercase|lowercase|capitali[sz]\w*|sort\w*|compar\w*|conver\w*|type\s+hints?|annotations?|typing)\b/i.test(text)) return false;
  const byLowerCase = new Map<string, string>();
  // A sentence's first word is capitalised for the sentence ("What is what"), and "Python" is a
  // name.
  for (const [, word] of text.matchAll(/(?<!^\s*|[.?!:]\s*)\b([A-Za-z_]\w*)/g)) {
    // "I" is the reader, whatever their loop variable `i` is.
    if (word.length < 2 || word.toLowerCase() === 'python') continue;
    const seen = byLowerCase.get(word.toLowerCase());
    if (seen !== undefined && seen !== word) return true;
    byLowerCase.set(word.toLowerCase(), word);
  }
  return false;
}

/** Words naming the syntax `text` quotes, '' when it quotes none. */
export function syntaxNames(text: string): string {
  return [
    ...RULES.filter(({pattern, unless, besides}) => pattern.test(text) && !unless?.test(text) && (besides?.test(text) ?? true)).map(({names}) => names),
    ...(namesDifferingInCase(text) ? ['case-sensitive names'] : []),
  ].join(' ');
}

/**
 * The stop-word keywords ("with", "in", "and") the question asks about as keywords ("the in
 * keyword", "and vs or", "what does with do"): words of the question, not filler. A loop's keyword
 * ("write a for loop") is not among them.
 */
export function keywordsAskedAbout(text: string): string[] {
  return [
    ...new Set(
      RULES.flatMap(({pattern, keywords}) => {
        const asked = keywords ? pattern.exec(text)?.[0].toLowerCase() : undefined;
        return asked === undefined ? [] : (keywords ?? []).filter((keyword) => new RegExp(String.raw`\b${keyword}\b`).test(asked));
      }),
    ),
  ];
}
