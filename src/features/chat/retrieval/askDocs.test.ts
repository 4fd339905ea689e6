/**
 * @jest-environment node
 */
import path from 'node:path';
import {buildChatIndexCached} from '@site/plugins/chat-index';
import type {ChatTurn} from '../providers/AnswerProvider';
import {askDocs, questionContext, retrieve} from './askDocs';
import {NOT_COVERED_MESSAGE, leansOnContext, notCoveredMessage, sentencesOf, siteSearchQuery} from './composeAnswer';
import {isFollowUp} from './followUp';
import {PassageIndex, comparativeBases, isMannerAdverb, modulesImportedBy} from './searchIndex';
import {isJoinedName, isSlippedStopword, questionConcepts, stem, tokenize, wordPairsOf} from './vocabulary';

const INDEX_DATA = buildChatIndexCached(path.resolve(__dirname, '../../../..'));
const index = new PassageIndex(INDEX_DATA);
/** The link the answer to a question cites first, as the reader sees it under the answer. */
const firstCited = (question: string) => askDocs(index, question).citations[0]?.url;
const DECORATOR_QUESTION = 'How do I write a decorator that takes arguments?';

function conversation(...turns: string[]): ChatTurn[] {
  return turns.flatMap((text) => [
    {role: 'user' as const, text},
    {role: 'assistant' as const, text: askDocs(index, text).markdown},
  ]);
}

describe('reading a question', () => {
  it('keeps Python identifiers whole and stems plain words lightly', () => {
    expect(tokenize('Use functools.lru_cache and __init__!')).toEqual(['use', 'functools', 'lru_cache', 'and', '__init__']);
    expect(['decorators', 'decorated', 'decorating', 'decorator'].map(stem)).toEqual(['decorat', 'decorat', 'decorat', 'decorat']);
    expect(['string', 'typing', 'class', 'classes'].map(stem)).toEqual(['string', 'typing', 'class', 'class']);
    // A short stem gets back the "e" that -ing and -ed took: "naming" is about a name.
    expect(['naming', 'named', 'name', 'names'].map(stem)).toEqual(['name', 'name', 'name', 'name']);
    expect(['coding', 'code', 'copied', 'copy'].map(stem)).toEqual(['code', 'code', 'copy', 'copy']);
    // Its dropped final "e" would leave another word: "locale" is not "local", nor "guide" a GUID.
    expect(['locale', 'local', 'guide', 'guid', 'state', 'stat', 'states'].map(stem)).toEqual(['locale', 'local', 'guide', 'guid', 'state', 'stat', 'state']);
    // A contraction leaves no stray "t" to match t-strings.
    expect(tokenize("why can't i change a string's letter")).toEqual(['why', 'can', 'i', 'change', 'a', 'string', 'letter']);
  });

  it('understands the words readers use for what the pages call something else', () => {
    const terms = (question: string) => questionConcepts(question).flatMap((concept) => concept.terms.map(({term}) => term));
    expect(terms('average of my numbers')).toEqual(expect.arrayContaining(['mean', 'statistic']));
    expect(terms('handle money')).toContain('decimal');
    expect(terms('loop over a dict')).toEqual(expect.arrayContaining(['for', stem('while'), 'dictionary']));
    expect(terms('my func')).toContain('function');
    expect(terms('one-line if else')).toContain('conditional');
    // Any form of a listed word brings its synonyms: "interfaces" as "interface" does.
    expect(terms('interfaces in python')).toEqual(expect.arrayContaining(['protocol', 'abc']));
  });

  it('reads a name made with underscores as one name, and a number written with separators as a number', () => {
    expect(['lru_cache', 'model_validator', '__deepcopy__'].map(isJoinedName)).toEqual([true, true, true]);
    expect(['10_000', 'dict', '__'].map(isJoinedName)).toEqual([false, false, false]);
  });

  it("reads an exception's name as an exception too", () => {
    const terms = questionConcepts('check that it raises ValueError').flatMap((concept) => concept.terms.map(({term}) => term));
    expect(terms).toEqual(expect.arrayContaining(['valueerror', 'exception']));
    expect(questionConcepts('my last_error variable').flatMap((concept) => concept.terms.map(({term}) => term))).not.toContain('exception');
  });

  it('reads "check that my function raises ValueError" as a question about testing, not as an error the reader hit', () => {
    const answer = askDocs(index, 'unittest: check that my parse function raises ValueError on empty input');
    expect(answer.resolved.error).toBeNull();
    expect(answer.citations[0].url).toMatch(/^\/docs\/best-practices\/testing#/);
    expect(askDocs(index, 'how do I raise a ValueError with a message').resolved.error).toBeNull();
    // An exception that something raises on the reader is still their trouble.
    for (const question of [
      'tarfile extractall raises AbsoluteLinkError since 3.14',
      'I check if the key exists but it still raises KeyError',
      'my custom class gives AttributeError when I access self.name',
      'why does d["k"] raise KeyError',
    ]) {
      expect(askDocs(index, question).resolved.error).not.toBeNull();
    }
  });

  it('reads a comparative or superlative as its plain form too', () => {
    expect(comparativeBases('faster')).toContain('fast');
    expect(comparativeBases('easiest')).toEqual(['easy']);
    expect(comparativeBases('bigger')).toContain('big');
    expect(comparativeBases('larger')).toContain('large');
    expect(comparativeBases('list')).toEqual([]);
  });
});

describe('reading the way readers write', () => {
  // Each question has a word no page uses, which is not a sign that the topic is missing.
  it.each([
    ['an abbreviation as the word it shortens ("chars": characters)', 'wrap long text at 40 chars', '/examples#wrap-text-with-textwrap'],
    ['an adjective in -able as the verb the pages use ("serializable": the pages say "serialise")', 'Object of type date is not JSON serializable', '/docs/libraries/data-processing#json-nested-data'],
    ['a judgement ("ugly") as how the reader feels, not a topic PyDocs lacks', 'Decimal(0.3) shows an ugly long number', '/docs/libraries/standard-library#decimal-and-fractions-exact-arithmetic'],
    ['an irregular past tense ("overrode") as the verb the pages use', 'overrode __setitem__ in a dict subclass but setdefault ignores it', '/docs/intermediate/inheritance#common-mistakes'],
  ])('reads %s, and answers', (_, question, url) => {
    const answer = askDocs(index, question);
    expect(answer.covered).toBe(true);
    expect(answer.citations[0].url).toBe(url);
  });

  it('reads a word the reader writes as one ("multiline") as the prose\'s hyphenated one ("multi-line"), where the pages hardly write it joined', () => {
    const answer = askDocs(index, 'multiline comment');
    expect(answer.covered).toBe(true);
    expect(answer.citations[0].url).toBe('/docs/python-basics/syntax-and-variables#comments');
    expect(answer.markdown).toContain('Python has no special multi-line comment syntax');
    expect(firstCited('how to comment multiple lines')).toBe('/docs/python-basics/syntax-and-variables#comments');
    // "lowercase" is on many passages as it is: it needs no bridge through "lower" and "case".
    expect(firstCited('convert a string to lowercase')).toBe('/docs/python-basics/data-types#useful-string-methods');
  });

  it('reads a name the reader writes as one word ("classmethod") as the heading that writes it as two ("Class methods")', () => {
    const answer = askDocs(index, 'that @classmethod thing written above a function, when would I actually want it');
    expect(answer.covered).toBe(true);
    expect(answer.citations.map(({url}) => url)).toContain('/docs/intermediate/classes-and-objects#class-methods-and-static-methods');
  });

  it('answers a long question that describes the reader\'s own program from the section about its topic', () => {
    // Most of its words are the reader's situation (seconds, countdown, one minute less): the
    // floor-division section covers the part that is the question.
    const answer = askDocs(index, 'I am dividing a negative number of seconds by 60 with // in my countdown and it gives one minute less than I expect');
    expect(answer.covered).toBe(true);
    expect(answer.citations[0].url).toBe('/docs/python-basics/operators#floor-division-and-remainder-with-negative-numbers');
    // A short question about something PyDocs lacks is still refused.
    expect(askDocs(index, 'kubectl switch context to another cluster').covered).toBe(false);
  });

  it('answers a question that tells a whole story from the section it is about, though one word in it (a distribution no page names) is unknown', () => {
    const story = 'I compiled Python 3.14 myself on Gentoo and the build worked, but import ssl says no module named _ssl, which libraries did I forget before building';
    expect(askDocs(index, story).citations[0]?.url).toBe('/docs/getting-started/installation#building-from-source');
    expect(askDocs(index, 'our kubernetes pod keeps restarting because the python app inside runs out of memory after a few hours, how do I find what is leaking').covered).toBe(false);
  });

  it('reads a frequent English word no page uses ("wall", "dumped") in a long question as the reader\'s situation, but still refuses a topic PyDocs lacks', () => {
    const answer = askDocs(index, 'my script crashed and python dumped a giant wall of red text on me, I have no idea where to start reading it');
    expect(answer.covered).toBe(true);
    expect(answer.citations[0].url).toBe('/docs/getting-started/first-program#reading-errors-and-tracebacks');
    // "ffmpeg" is no common English word: a question that needs it stays unanswered.
    expect(askDocs(index, 'cut a long video into short clips with ffmpeg from my python script please').covered).toBe(false);
  });

  it('reads a participle no page uses that negates one they do ("unmatched") as the one it negates, but not other "un-" words', () => {
    const answer = askDocs(index, 'pandas left join keeping unmatched rows');
    expect(answer.covered).toBe(true);
    expect(answer.citations[0].url).toBe('/docs/libraries/data-science#combining-tables-and-summarising-groups');
    // "nonblocking" is not "blocking", and PyDocs has no section on non-blocking sockets.
    expect(askDocs(index, 'nonblocking read from a socket').covered).toBe(false);
  });

  it('answers a question that says "doesn\'t" or "isnt", which no page says', () => {
    // Covered, from the loops of Control Flow. (It was "Repeating with while" until stop 53's second
    // round of readers' questions, which led it to "Steering loops with break": they stop a loop too.)
    const loop = askDocs(index, 'why doesnt my while loop ever stop');
    expect(loop.covered).toBe(true);
    expect(loop.citations[0]?.url).toMatch(/^\/docs\/python-basics\/control-flow#(?:repeating-with-while|steering-loops-with-break-continue-and-else)$/);
    expect(askDocs(index, "my generator doesn't give anything the second time i loop over it").citations[0]?.url).toBe('/docs/advanced/generators#common-mistakes');
    expect(firstCited('isnt there a shorter way to write an if else on one line')).toBe('/docs/python-basics/operators#the-conditional-expression');
  });

  it('reads American and British spellings as one word: "summarize" finds the page that says "summarise"', () => {
    expect(['summarize', 'summarise', 'summarizing'].map(stem)).toEqual(['summaris', 'summaris', 'summaris']);
    expect(['color', 'colour', 'behavior', 'behaviour'].map(stem)).toEqual(['color', 'color', 'behavior', 'behavior']);
    expect(firstCited('summarize a list of numbers')).toBe('/examples#summarise-data-with-statistics');
    expect(firstCited('turn off the color in the new repl')).toBe('/docs/getting-started/whats-new-3-14#colour-in-the-repl-and-the-tools');
  });

  it('reads a plea for help and "I don\'t understand" as the reader\'s situation, and answers what they do not understand', () => {
    expect(firstCited('help me understand what self is')).toBe('/docs/intermediate/classes-and-objects#defining-a-class-and-creating-objects-__init__-and-self');
    expect(firstCited('i need help understanding recursion')).toBe('/docs/python-basics/functions#recursion');
    expect(firstCited('help with dictionaries')).toBe('/docs/python-basics/data-types#dictionaries');
    expect(askDocs(index, "i still don't understand list comprehensions").covered).toBe(true);
    expect(firstCited('how does help() work')).toMatch(/#docstrings$/);
  });

  it('answers a printf-style directive from the older formatting styles, and `%` between numbers from the remainder', () => {
    expect(firstCited('what does %s mean in python')).toBe('/docs/python-basics/syntax-and-variables#older-formatting-styles');
    expect(firstCited('%r vs %s')).toBe('/docs/python-basics/syntax-and-variables#older-formatting-styles');
    expect(firstCited('what is 10 % 3')).toBe('/docs/python-basics/operators#floor-division-and-remainder-with-negative-numbers');
  });

  it('reads "go" as the verb, not a topic, unless the question asks about Go', () => {
    expect(firstCited('what order should import statements go in')).toBe('/docs/best-practices/pep8#imports');
    expect(firstCited("my objects can't go into a set anymore after I taught them to compare by value")).toBe('/docs/intermediate/classes-and-objects#comparing-objects-__eq__-and-hashing');
  });

  it('reads the American "canceled" and "labeled" as the pages\' British "cancelled" and "labelled", and leaves a word\'s own double "l" alone', () => {
    expect(['canceled', 'cancelled', 'canceling', 'cancelling', 'labeled', 'labelled'].map(stem)).toEqual(['cancel', 'cancel', 'cancel', 'cancel', 'label', 'label']);
    expect(['called', 'installed', 'spelled', 'filled', 'modelling', 'preceded', 'preceding'].map(stem)).toEqual(['call', 'install', 'spell', 'fill', 'modell', 'preced', 'preced']);
    expect(firstCited('labeled break python')).toBe('/docs/python-basics/control-flow#leaving-nested-loops');
  });

  it('reads a size the reader gives ("2gb", "10k") as their value, not as a topic PyDocs lacks', () => {
    expect(firstCited('my script reads a 2gb log file and runs out of memory')).toBe('/docs/advanced/generators#laziness-and-memory');
    expect(askDocs(index, 'sort a list of 10k dicts by date').covered).toBe(true);
  });

  it('reads a time of day the reader gives ("7am", "6pm") as their value, not as a topic PyDocs lacks', () => {
    expect(askDocs(index, 'run a script every day at 7am').covered).toBe(true);
    // (Was "call my report function every day at 6pm", answered from "Functions are objects" at
    // coverage 0.50 exactly until stop 52's text moved it below: a question the pages cover.)
    expect(firstCited('run my backup job every day at 6pm')).toBe('/docs/libraries/standard-library#repeating-and-scheduled-jobs');
  });

  it('reads the words readers address people with ("you folks", "thx") as no part of the topic', () => {
    expect(firstCited('are you folks part of the python software foundation')).toBe('/faq#is-pydocs-affiliated-with-the-python-software-foundation');
    expect(firstCited('thx, and how do I reset my password')).toBe('/faq#i-forgot-my-password-how-do-i-reset-it');
  });

  it('reads a size written apart from its unit ("3 GB") and a memory address ("0x7f0c2e1b9d30") as the reader\'s values', () => {
    expect(firstCited('read a 3 GB file line by line without loading it all')).toBe('/docs/libraries/file-handling#reading-a-file-line-by-line');
    expect(firstCited('print(book) gives <__main__.Book object at 0x7f0c2e1b9d30>')).toBe('/docs/intermediate/classes-and-objects#printing-objects-__repr__-and-__str__');
  });

  it('answers from the section about the topic, not from one that shares the reader\'s adverb ("actually", "safely")', () => {
    expect(firstCited('when would I actually use a staticmethod')).toBe('/docs/intermediate/classes-and-objects#class-methods-and-static-methods');
    expect(firstCited('how to safely delete a key from a dict')).toBe('/docs/python-basics/data-types#dictionaries');
    // "simply" ends like the verb "imply", but is an adverb: not a topic that "Comparison operators" (which says it) answers.
    expect(firstCited('metaclass explained simply')).toMatch(/^\/docs\/advanced\/metaclasses/);
    expect(['simply', 'deeply', 'cheaply', 'safely'].map(isMannerAdverb)).toEqual([true, true, true, true]);
    expect(['supply', 'comply', 'multiply', 'reapply'].map(isMannerAdverb)).toEqual([false, false, false, false]);
  });

  it('answers a question that says how with an adverb no page uses', () => {
    // "nicely" is no page's word, but it is how the reader wants it done, not a missing topic.
    const answer = askDocs(index, 'how can I print my objects nicely');
    expect(answer.covered).toBe(true);
    expect(answer.citations[0].url).toBe('/docs/intermediate/classes-and-objects#printing-objects-__repr__-and-__str__');
  });

  it('answers a question from the section about it, and a crash from the one that explains the error', () => {
    // The UnboundLocalError section matches "local variable" best, but this reader has no error.
    const question = askDocs(index, 'what is the difference between a local and a global variable');
    expect(question.citations[0].url).toBe('/docs/python-basics/functions#changing-outer-variables-with-global-and-nonlocal');
    const crash = askDocs(index, 'my program crashes with KeyError when a key is not in the dict');
    expect(crash.citations[0].url).toBe('/docs/best-practices/common-error-messages#keyerror-a-dictionary-has-no-such-key');
  });

  it('reads a heading that repeats a word ("Class methods and static methods") as naming both of its two-word names', () => {
    // Searched, a heading keeps each word once; read for names written as one word, it keeps them all.
    const answer = askDocs(index, 'What is the difference between a classmethod and a staticmethod?');
    expect(answer.citations[0].url).toBe('/docs/intermediate/classes-and-objects#class-methods-and-static-methods');
  });

  it('reads the keywords readers write as English words ("yield from", "raise ... from", a loop\'s "else") as the syntax they are', () => {
    expect(firstCited('What does yield from do?')).toBe('/docs/advanced/generators#delegating-with-yield-from');
    expect(firstCited('raise ... from e')).toBe('/docs/best-practices/error-handling#exception-chaining-raise--from');
    expect(firstCited('when does the else after a for loop actually run')).toBe('/docs/python-basics/control-flow#the-loop-else-clause');
  });

  it('reads "guide" as the form of what the reader wants, not a topic: "testing guide" is about testing', () => {
    expect(firstCited('testing guide')).toMatch(/^\/docs\/best-practices\/testing/);
    expect(firstCited('guide to decorators')).toMatch(/^\/docs\/advanced\/decorators/);
  });

  it('reads "pitfalls" and "gotchas" as the pages\' "Common mistakes"', () => {
    expect(firstCited('asyncio pitfalls')).toBe('/docs/advanced/concurrency#common-mistakes');
    expect(firstCited('dataclass pitfalls')).toBe('/docs/intermediate/classes-and-objects#common-mistakes');
    // The pitfall a heading names is still that section's.
    expect(firstCited('mutable default pitfall')).toBe('/docs/python-basics/functions#the-mutable-default-pitfall');
  });

  it('reads "more than one" as the pages\' "several"', () => {
    // "more" and "one" are stop words: without this, "Catching any exception" ties on the rest.
    expect(firstCited('How do I catch more than one kind of exception?')).toBe('/docs/best-practices/error-handling#catching-several-exception-types');
  });

  it('answers a question about strings from the strings section, not from a heading that says "strings" twice', () => {
    // "Template strings (t-strings)" names strings twice in four words; that makes it no more about them.
    expect(firstCited('count the characters in a string')).toBe('/docs/python-basics/data-types#strings');
  });

  it('answers "what is X?" from the section or page that X names', () => {
    // Type Hints matches "types" as often, but the page titled "Data Types" is the one about them.
    const types = askDocs(index, 'what are the basic data types in python');
    expect(types.passages[0].pageUrl).toBe('/docs/python-basics/data-types');
    // The answer leads with the passage ranked first, not with one that scores higher on fewer words.
    expect(types.citations[0].url).toBe(types.passages[0].url);
    expect(askDocs(index, 'what is the community section').passages[0].url).toBe('/faq#what-is-the-community-area');
  });

  it('reads the two words a question names a thing in ("base case") as a phrase, but not across a stop word or with an intent word', () => {
    expect([...wordPairsOf('what is a base case')]).toEqual(['base case']);
    expect([...wordPairsOf('list of reserved words')]).toEqual(['reserv word']);
    // "print output into a string" met the subprocess section's "output as a string".
    expect([...wordPairsOf('capture print output into a string')]).toEqual(['captur print', 'print output']);
    // "need to know" is how the reader asks, not a phrase of the tracebacks section's.
    expect([...wordPairsOf('what do I need to know about reading files')]).toEqual(['read file']);
    // Nor across a table's cells or a sentence's end.
    expect([...wordPairsOf('| Matplotlib | Plots and charts |')]).toEqual([]);
    expect([...wordPairsOf('Pick a base. Case closed.')]).toEqual(['case clos']);
  });

  it('answers from the section that writes the question\'s two-word name as a phrase, not from one that has each word apart', () => {
    // The pyenv section writes ".python-version file"; the line-by-line section has many a "file" and a "version".
    expect(firstCited('what is a .python-version file')).toBe('/docs/getting-started/installation#pyenv-several-versions-side-by-side');
    // Control flow's common mistakes writes 'colour == "red" or "blue"'; the logical operators section has "or" and "always true" apart.
    expect(firstCited("why is if colour == 'red' or 'blue' always true")).toBe('/docs/python-basics/control-flow#common-mistakes');
    expect(firstCited('insert many rows at once into sqlite')).toBe('/docs/libraries/data-processing#querying-with-sqlite3');
    // "Create a class" is common parlance, which many sections write: the one about defining classes still answers it.
    expect(firstCited('create a class')).toBe('/docs/intermediate/classes-and-objects#defining-a-class-and-creating-objects-__init__-and-self');
    // A phrase in a section that does not cover the question does not push out the one that does.
    expect(firstCited('fedora install several python versions in parallel')).toBe('/docs/getting-started/installation#distribution-packages');
  });

  it("answers an error message pasted without its class name from the section whose heading is that message", () => {
    for (const question of ["'str' object is not callable", "TypeError: 'str' object is not callable"]) {
      expect(firstCited(question)).toBe('/docs/best-practices/common-error-messages#object-is-not-callable');
    }
    expect(firstCited("name 'x' is not defined")).toBe('/docs/best-practices/common-error-messages#nameerror-name-is-not-defined');
  });

  it('answers "with commas as thousands separator" from number formatting, not from the with statement', () => {
    expect(firstCited('Print a number with commas as thousands separator')).toBe('/examples#f-string-format-spec');
    expect(firstCited("with open('a.txt') as f: what does as f mean")).toBe('/docs/advanced/context-managers#the-with-statement');
  });

  it('answers a question about the "=" in f"{x=}" from the section on printing a name and its value', () => {
    const answer = askDocs(index, 'f"{x=}" what does the = do');
    expect(answer.citations[0].url).toBe('/docs/python-basics/syntax-and-variables#printing-a-variables-name-and-value');
    expect(answer.markdown).toMatch(/^An `=` after the expression in an f-string/);
  });

  it('answers pasted code whose default list is shared between calls from the section on that pitfall', () => {
    const answer = askDocs(index, 'def log(msg, history=[]):\n    history.append(msg)\n    return history\nsecond call returns both messages, what is wrong');
    expect(answer.citations[0].url).toBe('/docs/python-basics/functions#the-mutable-default-pitfall');
    expect(answer.markdown).toMatch(/^Default values are evaluated \*\*once\*\*/);
  });

  it('answers "do something 10 times" with a loop over range(), not with the time module, and leaves "how many times" and "10 times faster" alone', () => {
    for (const question of ['loop 10 times', 'print hello 10 times', 'run a function 3 times', 'do something n times']) {
      const answer = askDocs(index, question);
      expect(answer.citations[0].url).toBe('/docs/python-basics/control-flow#counting-with-range');
      expect(answer.markdown).toContain("`for _ in range(n):` runs its body `n` times");
    }
    expect(firstCited('count how many times each word appears')).toBe('/docs/libraries/standard-library#counter');
    expect(firstCited('is numpy 10 times faster than a list')).not.toContain('counting-with-range');
    expect(firstCited('retry a request 3 times')).toBe('/docs/advanced/decorators#retrying-on-failure');
    // A count that describes what went wrong is not a wish to repeat.
    expect(firstCited('why does my __init__ run two times')).not.toContain('counting-with-range');
  });

  it('answers "while loop example" from the while loop and "for loop example" from the for loop', () => {
    expect(firstCited('while loop example')).toBe('/docs/python-basics/control-flow#repeating-with-while');
    expect(firstCited('do while loop python')).toBe('/docs/python-basics/control-flow#repeating-with-while');
    expect(firstCited('for loop example')).toBe('/docs/python-basics/control-flow#repeating-with-for');
    // With another word, that word says which section: not the generic one, and not an English "for".
    expect(firstCited('for loop with index')).toBe('/examples#loop-with-enumerate-and-zip');
    expect(firstCited('how to wait for loop to finish asyncio')).toBe('/examples#run-coroutines-with-asyncio-gather');
    expect(firstCited('python for loop syntax')).toBe('/docs/python-basics/control-flow#repeating-with-for');
    // A loop through or over a list is a for loop; over a dictionary, the section on dictionaries.
    expect(firstCited('loop through a list')).toBe('/docs/python-basics/control-flow#repeating-with-for');
    expect(firstCited('for loop over a list')).toBe('/docs/python-basics/control-flow#repeating-with-for');
    expect(firstCited('loop through dictionary')).toBe('/docs/python-basics/control-flow#looping-over-dictionaries');
    expect(firstCited('how to use while loop')).toBe('/docs/python-basics/control-flow#repeating-with-while');
  });

  it('answers everyday checks whose telling word is a stop word: "is X in a list", "between two numbers"', () => {
    const membership = askDocs(index, 'check if an item is in a list');
    expect(membership.citations[0].url).toBe('/docs/python-basics/operators#membership-in-and-not-in');
    expect(membership.markdown).toMatch(/^`x in container` tests \*membership\*/);
    const between = askDocs(index, 'check if a number is between two numbers');
    expect(between.citations[0].url).toBe('/docs/python-basics/operators#comparison-operators');
    expect(between.markdown).toContain('low <= x <= high');
  });

  it('answers "create an empty list" from Lists, not from the section on listing and creating files', () => {
    const answer = askDocs(index, 'create an empty list');
    expect(answer.citations[0].url).toBe('/docs/python-basics/data-types#lists');
    expect(answer.markdown).toContain('`[]` (or `list()`) is an empty list');
    // A "listing" of files is not a list, and "settings" are not a set; the verb "setting" is still set.
    expect(stem('listing')).not.toBe(stem('list'));
    expect(stem('settings')).not.toBe(stem('sets'));
    expect(firstCited('setting a variable to none')).not.toContain('os-and-sys');
  });

  it('answers map(), filter() and a newline in a string from the sections that teach them', () => {
    expect(firstCited('how to use map')).toBe('/docs/python-basics/functions#applying-a-function-to-every-item-map-and-filter');
    expect(firstCited('how to use filter')).toBe('/docs/python-basics/functions#applying-a-function-to-every-item-map-and-filter');
    expect(firstCited('newline in string')).toBe('/docs/python-basics/data-types#escape-sequences-and-raw-strings');
    expect(firstCited('map object at 0x')).toBe('/docs/python-basics/functions#applying-a-function-to-every-item-map-and-filter');
    // A map as a dictionary is still a dictionary.
    expect(firstCited('dictionary mapping keys to values')).toBe('/docs/python-basics/data-types#dictionaries');
    // "Setting Up Your Python Environment" is a setup, not a set; "set up a flask project" is Flask.
    expect(firstCited('what is a set')).toBe('/docs/python-basics/data-types#sets-and-frozensets');
    expect(firstCited('set up a flask project')).toBe('/docs/libraries/web-frameworks#flask');
  });

  it('answers how to concatenate strings from Strings, with + and join', () => {
    const answer = askDocs(index, 'how to concatenate strings');
    expect(answer.citations[0].url).toBe('/docs/python-basics/data-types#strings');
    expect(answer.markdown).toContain('`+` concatenates (joins) two strings');
  });

  it('answers a shell command from subprocess, and the shell alone from the interactive shell', () => {
    expect(firstCited('get the output of a shell command')).toBe('/docs/libraries/standard-library#subprocess-running-other-programs');
    expect(firstCited('exit the shell')).toBe('/docs/getting-started/environment-setup#the-interactive-shell-repl');
  });

  it('ranks first a section that shows the code the question quotes', () => {
    const quoting = (question: string) => [...index.quoting(question).keys()].map((id) => index.passages[id].url).sort();
    expect(quoting('copy.replace on a frozen dataclass')).toEqual([
      '/docs/intermediate/classes-and-objects#frozen-slotted-and-ordered-dataclasses',
      '/docs/python-basics/data-types#copying-objects',
      '/examples#copy-replace-immutable-objects',
    ]);
    // A name is matched whole, however the page spaces it: "with typing.Protocol", but not int( in print(.
    expect(quoting('typing.Protocol duck typing')).toContain('/examples#structural-typing-with-protocol');
    const calls = [...index.quoting('what does int(n) do with a float')].map((id) => index.passages[id]);
    expect(calls.length).toBeGreaterThan(0);
    for (const passage of calls) expect(`${passage.heading}\n${passage.text}\n${passage.code.join('\n')}`).toMatch(/(^|[^\w])int\(\s*n\s*\)/i);
    // A subscript, as in a type hint, is code too: the section that writes list[bool] and list[int].
    expect(quoting('mypy says list[bool] is not compatible with list[int]')).toContain('/docs/intermediate/type-hints#common-mistakes');
    expect(firstCited('Optional[int] vs int | None')).toBe('/docs/intermediate/type-hints#the-everyday-annotations');
    // So is a bracketed literal: the error section that quotes "[Errno 2] No such file or directory".
    expect(askDocs(index, "FileNotFoundError: [Errno 2] No such file or directory: 'data.csv'").citations[0]?.url).toBe(
      '/docs/best-practices/common-error-messages#filenotfounderror-no-such-file-or-directory',
    );
    expect(quoting('board = [[0] * 3] * 3 links the rows')).toEqual(['/docs/python-basics/data-types#copying-objects']);
    // A file name is not code, and code that many sections show tells none of them apart.
    expect(quoting('where does print() go in requirements.txt')).toEqual([]);
    // The reader's call of greet() matches the section that makes the same mistake with a greet() of its own.
    expect(askDocs(index, 'TypeError: greet() takes 1 positional argument but 2 were given').passages[0].pageUrl).toMatch(
      /^\/docs\/(python-basics\/functions|intermediate\/classes-and-objects)$/,
    );
  });

  it('answers "is X bad?" from the page about X', () => {
    const answer = askDocs(index, 'from module import * bad?');
    expect(answer.covered).toBe(true);
    expect(answer.citations[0].url).toMatch(/^\/docs\/python-basics\/modules-and-packages/);
  });
});

describe('the words readers use for a section (reader-questions.json)', () => {
  it('finds the section a reader describes in words the section itself never uses', () => {
    const first = (question: string) => askDocs(index, question).citations[0]?.url;
    expect(first('run code every hour')).toBe('/docs/libraries/standard-library#repeating-and-scheduled-jobs');
    expect(first('my decorated function lost its docstring')).toBe('/docs/advanced/decorators#preserving-metadata-with-functoolswraps');
  });

  it('reads "get rid of" as remove, a phrase whose "rid" no page says', () => {
    expect(firstCited('get rid of duplicates in a list')).toBe('/docs/python-basics/data-types#sets-and-frozensets');
  });

  it('still says so when a question names something PyDocs only mentions, though readers ask about it beside a section', () => {
    // Readers ask the file sections about a CSV file open in Excel ("PermissionError … open in
    // Excel"): their word helps find those sections, but it is not a word the section says, so an
    // Excel formula is still something PyDocs does not cover.
    expect(askDocs(index, 'excel formula to sum a column if another column says yes').covered).toBe(false);
    expect(askDocs(index, 'excel vlookup between two sheets').covered).toBe(false);
    // What the pages know is decided on their own words: readers' questions about a "notification
    // service" do not make desktop notifications something PyDocs explains.
    expect(askDocs(index, 'desktop notification python').covered).toBe(false);
  });
});

describe('where a section\'s topic ends (near-misses.json)', () => {
  const withoutNearMisses = new PassageIndex({...INDEX_DATA, nearMisses: undefined});

  it('says a question is not covered when the words the sections lack are the marks of questions no page answers', () => {
    // The pip section matches "pip", "packages" and "runs"; "github" and "actions" are what readers
    // ask of sections that do not answer them. (No near miss asks about caching in GitHub Actions.)
    const question = 'github actions cache pip packages between runs';
    expect(askDocs(index, question).covered).toBe(false);
    for (const word of ['github', 'actions']) expect(index.nearMissOdds(stem(word))).toBeGreaterThan(1);
    // Without the near misses, a section that shares the question's words answered it.
    expect(withoutNearMisses.nearMissOdds('github')).toBeNull();
    expect(askDocs(withoutNearMisses, question).citations[0]?.url).toBe('/docs/getting-started/installation#installing-packages-with-python--m-pip');
  });

  it("does not refuse a question for one word of the reader's setting, however often near misses use it", () => {
    // "bash" alone weighs more than the refusal's threshold; a second word has to agree.
    expect(index.nearMissOdds('bash')).toBeGreaterThan(3);
    const answer = askDocs(index, 'how do I pass arguments to my script from the bash command line');
    expect(answer.covered).toBe(true);
    expect(answer.citations[0].url).toBe('/examples#argparse-with-explicit-arguments');
  });

  it('reads a near-miss word that starts the question as its subject, and the same word further on as the reader\'s setting', () => {
    // The frozen dataclasses section matches "frozen", "class" and "slots"; the question is about
    // attrs, whose odds alone reach what several words together need.
    expect(index.nearMissOdds(stem('attrs'))).toBeGreaterThan(3);
    expect(askDocs(index, 'attrs frozen class with slots').covered).toBe(false);
    expect(askDocs(withoutNearMisses, 'attrs frozen class with slots').citations[0]?.url).toBe('/docs/intermediate/classes-and-objects#frozen-slotted-and-ordered-dataclasses');
    // A subject the section has is still answered, and so is a shell's pasted message about Python.
    expect(firstCited('pytest fixtures with yield for teardown')).toBe('/docs/best-practices/testing#fixtures');
    expect(firstCited('zsh: command not found: python')).toBe('/faq#why-does-my-terminal-say-python-is-not-recognized-or-command-not-found');
    // An ordinary word that near misses use a little more than readers do is not a subject beyond.
    expect(index.nearMissOdds(stem('cast'))).toBeGreaterThan(2);
    expect(askDocs(index, 'cast a float to int').covered).toBe(true);
    // Nor when the question names Python or its tools: it asks about them.
    expect(askDocs(index, 'bash permission denied when running ./script.py').covered).toBe(true);
    expect(askDocs(index, 'DataFrame read from a csv file').covered).toBe(true);
  });

  it('reads a readers\' everyday word for what a section does as evidence against going beyond it', () => {
    // "occurrences" is not a word of the Counter example, but readers ask for it there; "keyboard" is a near-miss word.
    expect(index.nearMissOdds(stem('occurrences'))).toBeLessThan(0);
    expect(index.nearMissOdds(stem('keyboard'))).toBeGreaterThan(1);
  });

  it('answers a question in a word no page uses but readers ask the pages in ("teammate", "nth"), and still refuses a topic PyDocs lacks', () => {
    for (const [question, section] of [
      // ("Added": "my teammate wants" would name who told the reader, namesReadersSetting.)
      ['a teammate added type hints on every function, how do I write them', '/docs/python-basics/functions#type-hints'],
      ['get the nth item from a generator', '/docs/advanced/generators#infinite-generators-and-itertools'],
    ]) {
      expect(askDocs(index, question).citations[0]?.url).toBe(section);
      // Without the counts of readers' words the word was a topic no page has.
      expect(askDocs(withoutNearMisses, question).covered).toBe(false);
    }
    expect(index.nearMissOdds(stem('teammate'))).toBeLessThan(0);
    expect(index.nearMissOdds(stem('kubernetes'))).toBeGreaterThan(0);
    expect(askDocs(index, 'how do I deploy my app to kubernetes').covered).toBe(false);
  });

  it('reads a name that near misses use as something PyDocs lacks, not as a slip for a page\'s word or the reader\'s setting', () => {
    // "discord" is one letter from the pages' "discard", "tomlkit" from "toolkit"; "slack" is a
    // frequent English word, which a long question may use for the reader's setting.
    for (const word of ['tomlkit', 'discord', 'slack']) expect(index.isNearMissWord(stem(word))).toBe(true);
    for (const question of ['tomlkit edit pyproject.toml and keep its comments', 'discord bot that answers commands', 'how do i post a slack message when my job runner finishes a job']) {
      expect(askDocs(index, question).covered).toBe(false);
    }
    // A frequent English word stays the page's word it is near ("greater", "thrown").
    expect(index.isNearMissWord(stem('greater'))).toBe(true);
    expect(firstCited('greater than or equal operator')).toBe('/docs/python-basics/operators#comparison-operators');
    // A short form of a word that names a section is that section's topic, however often near
    // misses use it: the DB-API section is headed "PostgreSQL and other databases".
    expect(index.isNearMissWord(stem('postgres'))).toBe(true);
    expect(firstCited('how do I connect python to a postgres database')).toBe('/docs/libraries/data-processing#postgresql-and-other-databases-the-db-api');
    // A misspelling of a page's word is still that word, and a readers' word still their setting.
    expect(index.isNearMissWord(stem('enviroment'))).toBe(false);
    expect(firstCited('enviroment variables in python')).toBe('/docs/libraries/standard-library#os-and-sys-environment-variables-arguments-and-exit-codes');
    expect(index.isNearMissWord(stem('teammate'))).toBe(false);
  });

  it('says an attribute no page shows or names is not covered, and still answers one a page shows, says or the reader owns', () => {
    // The file-handling sections match "image" and "path"; `imread` is OpenCV's, which no page shows.
    expect(askDocs(index, 'cv2.imread returns None for my image path').covered).toBe(false);
    expect(askDocs(index, 'cv2.imread returns None for my image path').markdown).toContain("PyDocs' pages never show `cv2.imread`");
    // Written after a dot, called, or imported in a page's code, it is shown.
    expect(firstCited('tmp_path.mkdir in a pytest fixture')).toBe('/docs/best-practices/testing#fixtures');
    expect(askDocs(index, 'read-only mapping by subclassing collections.abc.Mapping').covered).toBe(true);
    // Said in words, it is answered from the section that says it: "Seeding the generator makes its sequence repeatable".
    expect(firstCited('why does random.seed(42) give the same numbers')).toBe('/docs/libraries/standard-library#random-and-secrets-chance-versus-security');
    // The reader's own objects, methods and slips are no API: after a word that is no library's, in
    // camelCase, in an AttributeError, or a sentence run on after a full stop.
    for (const question of [
      'why does player.hp go negative when i call player.takeDamage(50) twice',
      "car.speed AttributeError: 'Car' object has no attribute 'speed'",
      'text.spilt() AttributeError',
      'emp.fullname without brackets prints <bound method Employee.fullname>',
      'thanks.Whats the difference between list and tuple',
    ]) {
      expect(askDocs(index, question).covered).toBe(true);
    }
    // A file name, the reader's own attributes and a repr's module are no API.
    expect(firstCited('self.speed = speed in __init__ what does it mean')).toBe('/docs/intermediate/classes-and-objects#defining-a-class-and-creating-objects-__init__-and-self');
    expect(askDocs(index, 'read settings.toml with tomllib').covered).toBe(true);
    expect(askDocs(index, "why can't I read obj.__balance from outside the class").covered).toBe(true);
    expect(askDocs(index, 'print(invoice) shows <__main__.Invoice object at 0x10> instead of its fields').covered).toBe(true);
  });

  it('says a package named after a library the pages teach is not covered when no page writes it', () => {
    for (const question of ['pytest-html report of my test run', 'py-spy to see where my program spends its time', 'flask-login remember me cookie']) {
      expect(askDocs(index, question).covered).toBe(false);
    }
    // Nor a phrase the pages write ("the `py` launcher"), nor the reader's folder or environment.
    expect(firstCited('py-launcher on windows py -3.14')).toBe('/docs/getting-started/installation#the-traditional-installer');
    expect(firstCited('in my flask-app folder i have app.py, how do i run it')).toBe('/docs/libraries/web-frameworks#flask');
    // English compounds are not packages: "copy-pasted", "python-based".
    expect(askDocs(index, 'I copy-pasted the same test five times with one value changed').covered).toBe(true);
    expect(askDocs(index, 'what is a good python-based way to parse command line arguments').covered).toBe(true);
  });

  it('says a keyword argument no page shows is not covered, and still reads the reader\'s own code and the arguments the pages show', () => {
    for (const question of ['pytest fixture with autouse=True in conftest', 'dataclass with kw_only=True fields']) expect(askDocs(index, question).covered).toBe(false);
    expect(askDocs(index, 'pytest fixture in conftest').covered).toBe(true);
    expect(firstCited('sorted(words, key=len) sorts by length?')).toBe('/examples#sort-with-a-key-function');
    expect(firstCited('print(x, end="") without a newline')).toBe('/docs/getting-started/first-program#printing-without-a-newline-sep-and-end');
    // The reader's own call, assignment and definition.
    expect(askDocs(index, "make_pizza(size=12, extraCheese=True) gives TypeError got an unexpected keyword argument 'extraCheese'").covered).toBe(true);
    expect(askDocs(index, 'User(username="bob", is_admin=True) but new_user.is_admin is always False').covered).toBe(true);
    expect(firstCited('myList=[3,1,2] then myList.sort() prints None why??')).toBe('/docs/python-basics/data-types#lists');
    expect(firstCited('def add(item, lst=[]) keeps old items')).toBe('/docs/python-basics/functions#the-mutable-default-pitfall');
    expect(firstCited('my decorator needs a config value, @cache_for(seconds=60), how do the nested functions go')).toBe('/docs/advanced/decorators#decorators-that-take-arguments');
  });

  it('reads a name no page uses that near misses use as a name, not an adverb, though it ends like one ("plotly")', () => {
    expect(index.isNearMissWord(stem('plotly'))).toBe(true);
    expect(askDocs(index, 'plotly scatter plot with hover labels').covered).toBe(false);
    expect(askDocs(withoutNearMisses, 'plotly scatter plot with hover labels').citations[0]?.url).toBe('/docs/libraries/data-science#matplotlib-charts');
  });

  it("does not read the reader's own numbers as a topic beyond the section", () => {
    // Near misses name versions and sizes ("pandas 2", "a 10gb file"): "98" is among their words.
    expect(index.nearMissOdds('98')).toBeGreaterThan(1);
    const answer = askDocs(index, 'corelation of 0.98 between study hours and score — does it prove studying causes higher scores?');
    expect(answer.covered).toBe(true);
    expect(answer.citations[0].url).toBe('/docs/libraries/data-science#correlation-and-linear-regression');
  });
});

describe('answering from the docs', () => {
  it('offers sections of different pages as its best three, so a reader has somewhere else to look', () => {
    const answer = askDocs(index, 'How do I compute the average of a list of numbers?');
    const pages = answer.passages.slice(0, 3).map((passage) => passage.pageUrl);
    expect(new Set(pages).size).toBe(3);
    expect(answer.citations.length).toBeGreaterThan(1);
    expect(new Set(answer.citations.map(({url}) => url.split('#')[0])).size).toBe(answer.citations.length);
  });

  it('answers with sentences from the page, its example code and a link to the exact heading', () => {
    const answer = askDocs(index, DECORATOR_QUESTION);
    expect(answer.covered).toBe(true);
    expect(answer.citations[0]).toEqual({
      title: 'Decorators › Decorators that take arguments',
      url: '/docs/advanced/decorators#decorators-that-take-arguments',
    });
    expect(answer.markdown).toContain('*decorator factory*');
    expect(answer.markdown).toContain('[Decorators › Decorators that take arguments](/docs/advanced/decorators#decorators-that-take-arguments)');
    expect(answer.markdown).toMatch(/```python\nimport functools\n\ndef repeat\(times\):/);
    // Every sentence of the short answer is quoted from the cited passage.
    const lead = index.passages.find((passage) => passage.url === answer.citations[0].url)!;
    const quoted = answer.markdown.split('\n\n')[0].split('\n');
    for (const line of quoted) expect(lead.text).toContain(line.split('. ')[0]);
  });

  it('reads a private name as Python mangles it ("_Basket__items") as the reader\'s own, and answers what name mangling is', () => {
    const answer = askDocs(index, 'private attribute shows up as _Basket__items');
    expect(answer.covered).toBe(true);
    expect(answer.citations[0].url).toBe('/docs/intermediate/classes-and-objects#private-names-and-name-mangling');
  });

  it('marks an example the page does not let readers run (norun) so the answer shows it without a Run button', () => {
    expect(askDocs(index, 'how do i make a gui window with tkinter').markdown).toContain('```python norun\nimport tkinter as tk');
    expect(askDocs(index, DECORATOR_QUESTION).markdown).toMatch(/```python\nimport functools/);
  });

  it('shows the program of a section whose only example is longer than most, without searching its words', () => {
    const answer = askDocs(index, 'multiprocessing Value and Array shared between processes');
    expect(answer.citations[0].url).toBe('/docs/advanced/concurrency#sharing-state-between-processes');
    expect(answer.markdown).toContain('counter = mp.Value("i", 0)');
    // Searched, the 42-line JSON API program in Web frameworks outranked the section on parsing JSON.
    expect(firstCited('How do I parse JSON?')).toBe('/docs/libraries/data-processing#json-nested-data');
  });

  it('tells a sentence that points back to the one before it from one that stands alone', () => {
    for (const leaning of ['This makes it faster.', 'So the loop ends.', 'A consequence of this rule is that % follows the divisor.', 'You can control this with the newline argument.', 'Modelling those with inheritance is confusing.', 'Notice the last line.', 'The last line shows why `isinstance` is preferred.', 'For positive numbers you cannot tell the difference.']) {
      expect(leansOnContext(leaning)).toBe(true);
    }
    for (const standing of ['In this tutorial you build a to-do list.', '`==` asks "do these two objects have the same value?".', 'The venv module creates environments.', 'Rounding down is not the same as cutting off the decimals.', 'A long line can be split inside brackets.', 'The first parameter of every method is `self`.', 'You can tell the difference between a list and a tuple by their brackets.']) {
      expect(leansOnContext(standing)).toBe(false);
    }
  });

  it('does not open its answer with a sentence that points back to one it leaves out', () => {
    // "You can control this with the `newline` argument" and "A consequence of this rule …" read as
    // riddles without the sentence before them.
    const csv = askDocs(index, 'opened the csv my script exported in excel and every second row is empty, the code runs on windows');
    expect(csv.citations[0].url).toBe('/docs/libraries/file-handling#newline-handling');
    expect(csv.markdown).not.toMatch(/^You can control this/);
    expect(csv.markdown).toMatch(/^`newline=""` means "do not translate"/);
    const minutes = askDocs(index, 'dividing a negative number of minutes by 60 with // gives me one hour less than I expected');
    expect(minutes.citations[0].url).toBe('/docs/python-basics/operators#floor-division-and-remainder-with-negative-numbers');
    expect(minutes.markdown).toMatch(/^Rounding down is not the same as cutting off the decimals\./);
  });

  it('does not open its answer by pointing at a line of code it has not shown yet', () => {
    const answer = askDocs(index, 'make my object usable as a dict key, __hash__');
    expect(answer.citations[0].url).toBe('/docs/intermediate/classes-and-objects#comparing-objects-__eq__-and-hashing');
    expect(answer.markdown).toMatch(/^When a class defines `__eq__` but not `__hash__`/);
  });

  it('answers "how do I", and a pasted error, with the section\'s fix as well as its account of the error', () => {
    const answer = askDocs(index, 'get a value from a dict without crashing if the key is missing');
    expect(answer.citations[0].url).toBe('/docs/best-practices/common-error-messages#keyerror-a-dictionary-has-no-such-key');
    expect(answer.markdown.split('\n\n')[0]).toMatch(/^You read `d\[key\]`.* Fix: use `d\.get\(key\)`/);
    // The explanation of a pasted error goes on to its fix: converting the number.
    const pasted = askDocs(index, 'TypeError: unsupported operand type(s) for +: \'int\' and \'str\'').markdown.split('\n\n');
    expect(pasted[0]).toMatch(/^You pasted \*\*TypeError\*\*/);
    expect(pasted[2]).toMatch(/Fix: convert explicitly, with `int\(age\) \+ 1`/);
  });

  it('answers "when to use" with the page\'s advice', () => {
    const answer = askDocs(index, 'when to use is instead of ==');
    expect(answer.citations[0].url).toBe('/docs/python-basics/operators#identity-versus-equality-is-and-');
    expect(answer.markdown.split('\n\n')[0]).toContain('Use `is` for exactly one everyday job');
    // An instruction is not advice: "use `field(default_factory=list)`" does not say when to use a dataclass.
    expect(askDocs(index, 'when should I use a dataclass').markdown).toMatch(/^Many classes exist mainly to hold data/);
  });

  it('quotes the sentence that defines the word asked about, where the page sets it in bold', () => {
    const self = askDocs(index, 'self keyword confusing, why do methods need it');
    expect(self.citations[0].url).toBe('/docs/intermediate/classes-and-objects#defining-a-class-and-creating-objects-__init__-and-self');
    expect(self.markdown.split('\n\n')[0]).toContain('The first parameter of every regular method is, by strong convention, called **`self`**.');
    expect(askDocs(index, '1 < x < 10 does that work').markdown.split('\n\n')[0]).toContain('**chaining**: `a < b < c` means `a < b and b < c`');
  });

  it('answers a question about the reader\'s PyDocs account from the site\'s FAQ, which seldom writes the name', () => {
    expect(firstCited('how can i delete my pydocs account')).toBe('/faq#how-do-i-delete-my-account-and-my-data');
    expect(firstCited('remove all my data from pydocs')).toBe('/faq#how-do-i-delete-my-account-and-my-data');
  });

  it('does not answer with one short sentence when the section goes on to explain', () => {
    const answer = askDocs(index, 'what is pyproject.toml').markdown.split('\n\n')[0];
    expect(answer).toMatch(/^Modern Python projects describe themselves in a `pyproject\.toml` file at the project root\. It is written in TOML/);
  });

  it('shows no example from another page that has nothing to do with the question', () => {
    // The newsletter entry has no code; the slicing example of another cited passage answered nothing.
    const answer = askDocs(index, 'how to stop getting your newsletter');
    expect(answer.citations[0]?.url).toBe('/faq#how-do-i-subscribe-to-or-unsubscribe-from-the-newsletter');
    expect(answer.markdown).not.toContain('```');
  });

  it('starts the answer on the sentence that speaks to the question when two windows match it alike', () => {
    expect(askDocs(index, 'how to reverse a list').markdown).toMatch(/^To reverse a list in place, call `reverse\(\)`/);
    expect(askDocs(index, 'my program adds two numbers it asked for, but 10 and 20 give 1020').markdown).toMatch(/^`\+` on two strings joins them/);
  });

  it('explains a pasted error from the paragraph of its section that opens with its message, even when that paragraph introduces code', () => {
    // The section lists messages one per paragraph; "**expected ':'.** … lines end with a colon:"
    // introduces code, and a window could not end there, so the answer quoted IndentationError's.
    const answer = askDocs(index, "if x > 3\n    ^\nSyntaxError: expected ':'");
    expect(answer.markdown).toMatch(/What it means, from PyDocs:\n\n\*\*expected ':'\.\*\* `if`, .* lines end with a colon\.\n/);
    // The page names the exception first, or two messages in one lead; the reader's values differ.
    expect(askDocs(index, 'TabError: inconsistent use of tabs and spaces in indentation').markdown).toMatch(/from PyDocs:\n\n\*\*TabError: inconsistent use of tabs/);
    expect(askDocs(index, 'ValueError: not enough values to unpack (expected 3, got 2)').markdown).toMatch(/from PyDocs:\n\n\*\*too many values to unpack \/ not enough values to unpack\.\*\*/);
  });

  it('does not end an answer on a sentence that points at code it does not show', () => {
    // "…much as this code does:" introduces the page's example; quoted without it, it is a riddle.
    for (const question of ['What is a requirements.txt file?', 'mypy or pyright']) {
      expect(askDocs(index, question).markdown.split('\n\n')[0]).not.toMatch(/(?:this code does|Given this file)\.$/);
    }
  });

  it('answers "how do I" with the sentences that name the API as code, and "what is" with the section\'s opening', () => {
    // The section opens on the DB-API in general; the sentences that write `psycopg.connect` are the answer.
    const postgres = askDocs(index, 'How do I connect to a PostgreSQL database with psycopg?');
    expect(postgres.citations[0].url).toBe('/docs/libraries/data-processing#postgresql-and-other-databases-the-db-api');
    expect(postgres.markdown).toMatch(/^For PostgreSQL the driver is psycopg/);
    // The opening defines the GIL; a later sentence writes it as code in a build flag.
    for (const question of ['What is the GIL?', 'What’s the GIL?', 'what does the GIL do?']) {
      expect(askDocs(index, question).markdown).toMatch(/^CPython's default build has a \*global interpreter lock\*/);
    }
  });

  it('shows the command a how-to question about the shell needs, in a fence of its language', () => {
    const answer = askDocs(index, 'How do I create a virtual environment?');
    expect(answer.citations[0].url).toBe('/docs/getting-started/environment-setup#creating-and-activating-a-virtual-environment');
    expect(answer.markdown).toMatch(/```bash\ncd my-project\npython3 -m venv \.venv/);
    // Python code still comes in Python fences.
    expect(askDocs(index, DECORATOR_QUESTION).markdown).toMatch(/```python\nimport functools/);
  });

  it('shows a reader who asks for a whole project the tutorial\'s steps, each a link, and none for a question about one step', () => {
    const answer = askDocs(index, 'beginner project: text adventure game in python');
    expect(answer.citations[0].url).toBe('/tutorials/text-adventure');
    expect(answer.markdown).toContain("The tutorial's 7 steps:");
    expect(answer.markdown).toContain('1. [Describe the rooms as data](/tutorials/text-adventure#step-1-describe-the-rooms-as-data)');
    expect(answer.markdown).toContain('7. [Lose, quit and run out of input](/tutorials/text-adventure#step-7-lose-quit-and-run-out-of-input)');
    expect(answer.markdown).toContain('[The complete program](/tutorials/text-adventure#the-complete-program) puts the steps together.');
    // Beside the plan, no example from another page: "a calculator language" drew a Celsius function.
    expect(answer.markdown).not.toMatch(/Example from \[(?!Write a text adventure game)/);
    const calculator = askDocs(index, 'build a calculator language with variables in python');
    expect(calculator.markdown).toContain("The tutorial's 9 steps:");
    expect(calculator.markdown).not.toContain('Example from [Your First Python Program');
    const oneStep = askDocs(index, 'recursive descent parser example');
    expect(oneStep.citations[0].url).toMatch(/^\/tutorials\/tiny-interpreter#step-/);
    expect(oneStep.markdown).not.toContain("The tutorial's");
  });

  it('answers "what is X?" from the introduction of the page about X, where the page says what it is', () => {
    const answer = askDocs(index, 'What is a metaclass?');
    expect(answer.citations[0].url).toBe('/docs/advanced/metaclasses');
    expect(answer.markdown).toMatch(/^A metaclass is the class of a class/);
    // A section's opening, where it says what its subject is, opens the answer to "what is X?".
    expect(askDocs(index, 'what is a dictionary').markdown).toMatch(/^A `dict` maps \*\*keys\*\* to \*\*values\*\*/);
    // An introduction far down the scores of a word as common as "class" still answers it.
    const aClass = askDocs(index, 'what is a class');
    expect(aClass.citations[0].url).toBe('/docs/intermediate/classes-and-objects');
    expect(aClass.markdown).toContain('A **class** lets you define');
    // A question that only names the topic still gets the section about its trap.
    expect(askDocs(index, "my generator doesn't give anything the second time i loop over it").citations[0]?.url).toBe('/docs/advanced/generators#common-mistakes');
  });

  it('answers "explain X simply" ("in simple terms", "eli5", "in a nutshell", "X explained") as "what is X?", from where the page says what X is, and leaves "for dummies", a series of books, alone', () => {
    expect(askDocs(index, 'explain list comprehensions in simple terms').markdown).toMatch(/^A list comprehension builds a new list/);
    expect(askDocs(index, 'eli5 the GIL').markdown).toMatch(/^CPython's default build has a \*global interpreter lock\*/);
    expect(askDocs(index, 'python for dummies book').covered).toBe(false);
    expect(firstCited('explain lists in layman’s terms')).toBe('/docs/python-basics/data-types#lists');
    for (const question of ['decorators in a nutshell', 'explain decorators']) {
      expect(askDocs(index, question).markdown).toMatch(/^A decorator is a callable that takes a function/);
    }
    expect(firstCited('metaclass explained simply')).toBe('/docs/advanced/metaclasses');
  });

  it('says plainly when PyDocs does not cover the question, without citations', () => {
    const answer = askDocs(index, 'How do I configure a Kubernetes ingress controller?');
    expect(answer.covered).toBe(false);
    expect(answer.markdown.startsWith(NOT_COVERED_MESSAGE)).toBe(true);
    expect(answer.citations).toEqual([]);
  });

  it('offers a site search for the reader\'s words when it cannot answer, so a page it would not answer from can still be found', () => {
    const answer = askDocs(index, 'How do I configure a Kubernetes ingress controller?');
    expect(answer.markdown).toContain('[search the site for your words](/search?q=How%20do%20I%20configure%20a%20Kubernetes%20ingress%20controller%3F)');
  });

  it('searches a pasted traceback by its error, and a long question by its first words', () => {
    const traceback = 'Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n    frob()\nFrobnicateError: the widget (id 7) broke';
    expect(askDocs(index, traceback).markdown).toContain('(/search?q=FrobnicateError%3A%20the%20widget%20%28id%207%29%20broke)');
    // Cut at the last whole word within 120 characters.
    expect(siteSearchQuery(`why ${'very '.repeat(40)}slow`)).toBe(`why ${'very '.repeat(23).trim()}`);
    // A question's lines are joined, its code fences left out.
    expect(siteSearchQuery('what does this do\n```python\nprint(*x)\n```')).toBe('what does this do print(*x)');
    // No space to cut at: the first 120 characters, and never half an emoji.
    expect(siteSearchQuery('x'.repeat(200))).toBe('x'.repeat(120));
    expect(Array.from(siteSearchQuery('😀'.repeat(100)))).toHaveLength(100);
    expect(askDocs(index, '😀'.repeat(100)).covered).toBe(false);
    // Brackets would end the Markdown link early: they are encoded.
    expect(notCoveredMessage('what is (frobnicate)')).toContain('(/search?q=what%20is%20%28frobnicate%29)');
  });

  it('says so for another language that the pages only compare Python with', () => {
    // Rust appears in several passages ("tools written in Rust"), but no heading is about it.
    const answer = askDocs(index, 'How do I write a for loop in Rust?');
    expect(answer.covered).toBe(false);
    expect(answer.citations).toEqual([]);
  });

  it('reads "pyhton" and "shoudl", stop words typed with two letters swapped, as no part of the topic', () => {
    expect(askDocs(index, 'pyhton dict comprehension with a condition').covered).toBe(true);
    expect(askDocs(index, 'shoudl I use a tuple for fixed records').covered).toBe(true);
    expect(askDocs(index, 'compile my code with cython to make it faster').covered).toBe(false);
  });

  it('reads a pronoun written possessive without its apostrophe ("someones") as no part of the topic', () => {
    expect(firstCited('calculate someones age from their birthday')).toBe('/docs/libraries/standard-library#timestamps-ages-and-durations');
    expect(isSlippedStopword('everybodys')).toBe(true);
    // Other stop words with an "s" are words of their own ("oil wells", "kinds", "likes").
    for (const word of ['wells', 'kinds', 'likes', 'shows']) expect(isSlippedStopword(word)).toBe(false);
  });

  it('answers the everyday questions that name their answer in words of its own: even numbers, the most common item, the difference of two lists', () => {
    const even = askDocs(index, 'check if a number is even');
    expect(even.citations[0].url).toBe('/docs/python-basics/operators#arithmetic-operators');
    expect(even.markdown).toContain('n % 2 == 0');
    expect(firstCited('find the most common element in a list')).toBe('/docs/libraries/standard-library#counter');
    expect(askDocs(index, 'items in one list but not in the other').markdown).toContain('set(a) - set(b)');
    expect(askDocs(index, 'sort a dictionary by key').markdown).toContain('dict(sorted(d.items()))');
    expect(firstCited('define a function with a default argument')).toBe('/docs/python-basics/functions#default-values');
    expect(askDocs(index, 'get a value from a dict with a default').markdown).toContain('d.get(key, default)');
  });

  it('reads "keyword only" as keyword-only parameters, not keyword arguments with "only" beside them', () => {
    expect(firstCited('what are keyword only arguments')).toBe('/docs/python-basics/functions#positional-only-and-keyword-only-parameters');
    expect(firstCited('keyword arguments')).toBe('/docs/python-basics/functions#positional-and-keyword-arguments');
    // "Read only" as a verb and "only" is not read-only.
    expect(firstCited('read only the first line of a file')).toBe('/docs/libraries/file-handling#reading-a-file-line-by-line');
  });

  it('reads a lowerCamelCase name in a question about naming as the example of a style, not a topic the pages lack', () => {
    expect(firstCited("my teammate says names like myTotalPrice aren't pythonic, what's the naming convention")).toBe('/docs/best-practices/pep8#naming-conventions');
    expect(askDocs(index, 'useState in python').covered).toBe(false);
    // Another language's style is not Python's.
    expect(askDocs(index, 'naming convention for useState hooks').covered).toBe(false);
  });

  it('reads a misspelt word as the word the pages use', () => {
    const answer = askDocs(index, 'what is a dictonary');
    expect(answer.covered).toBe(true);
    expect(answer.citations[0].url).toMatch(/^\/docs\/python-basics\/data-types#dictionaries/);
  });

  it('does not answer about a technology the pages only mention in passing, or never name', () => {
    for (const question of ['How do I write a VBA macro in Excel?', 'what is the difference between an abstract class and an interface in java', 'how do I compile a C program with gcc']) {
      expect(askDocs(index, question).covered).toBe(false);
    }
  });

  it('does not read a word before a bracketed aside ("backreference (\\1)") as the reader\'s code: a regex feature the pages lack stays unanswered', () => {
    expect(askDocs(index, 'regex possessive quantifier (a++) to stop backtracking').covered).toBe(false);
    expect(askDocs(index, 'regex atomic group (?>...) to stop backtracking').covered).toBe(false);
    // Lookbehind was such a feature until the standard library page explained it.
    expect(firstCited('python regex lookbehind (?<=\\$) for prices')).toBe('/docs/libraries/standard-library#lookahead-and-lookbehind');
  });

  it('does not answer about a tool\'s option that no page writes ("--cov-report"), but answers about one a page explains', () => {
    expect(askDocs(index, 'pytest --cov-report html, where does the report go').covered).toBe(false);
    expect(askDocs(index, 'what does pip install --break-system-packages do').citations.map(({url}) => url)).toContain('/faq#why-does-pip-say-externally-managed-environment');
  });

  it('does not answer about an API whose name joins words the pages use ("field_validator"), but answers about the reader\'s own such name', () => {
    expect(askDocs(index, 'how do I use field_validator on a model').covered).toBe(false);
    expect(askDocs(index, 'what does __missing__ do on a dict subclass').covered).toBe(false);
    // "the" and a slash do not make an API the reader's own.
    expect(askDocs(index, 'what does the field_validator decorator do').covered).toBe(false);
    expect(askDocs(index, 'field_validator/model_validator difference').covered).toBe(false);
    expect(askDocs(index, 'why does my found_it flag stay False after the loop').covered).toBe(true);
    expect(askDocs(index, 'if count_a > count_b my program prints the wrong winner').covered).toBe(true);
    // A name the reader says they wrote or gave something is theirs; one they ran, or ask about, is not.
    expect(askDocs(index, 'is there a function called flat_map').covered).toBe(false);
    expect(askDocs(index, 'I called json_normalize on my data').covered).toBe(false);
    expect(firstCited('I wrote MAX_SIZE in capitals, will Python stop anyone from changing it?')).toBe('/docs/python-basics/syntax-and-variables#constants-by-convention');
    // After a module the pages import, a name is the module's API, which no page shows; after the
    // reader's own object, it is theirs.
    expect(index.importsModule('np')).toBe(true);
    expect(askDocs(index, 'np.testing.assert_allclose compare numpy arrays in a test').covered).toBe(false);
    expect(askDocs(index, 'logging.config.dictConfig from a yaml file').covered).toBe(false);
    const required = (question: string) => {
      const {resolved} = retrieve(index, question);
      const context = questionContext(index, question, resolved);
      return resolved.ownConcepts.filter((concept) => context.required?.(concept)).map(({word}) => word);
    };
    expect(required('np.testing.assert_allclose compare numpy arrays in a test')).toContain('assert_allclose');
    expect(required('my loop sets report.grand_total but it stays zero after the loop')).not.toContain('grand_total');
    // Before a dot, a name no page uses is the reader's object, whatever near misses say of it.
    expect(index.nearMissOdds(stem('arr'))).toBeGreaterThan(1);
    expect(askDocs(index, 'arr.sort() returns None').covered).toBe(true);
    expect(required('my loop sets zombie.health but it stays at 100')).not.toContain('zombie');
    // A bracket the reader writes with a space before it holds their own name: an environment's
    // prompt, a call written loosely.
    expect(askDocs(index, '(myenv) $ pip install requests installs into the wrong python').covered).toBe(true);
    expect(required('print(grand_total) shows zero after the loop')).not.toContain('grand_total');
    // "my email" is the reader's, though the pages import the email package.
    expect(required('my email.recipients_list is empty after sending')).not.toContain('recipients_list');
    expect(['os', 'http', 'sys', 'np'].filter((name) => index.importsModule(name))).toEqual(['os', 'http', 'sys', 'np']);
    // Not a package a page builds itself ("shop/cart.py"): its modules are the example's.
    expect(index.importsModule('shop')).toBe(false);
    expect(
      modulesImportedBy('import numpy as np  # alias\nimport io, re\n>>> import sys\n>>>import os\nfrom . import x\nfrom .models import y\nimport json as j, csv\nfrom logging.config import dictConfig\n# import secret'),
    ).toEqual(['numpy', 'np', 'io', 're', 'sys', 'os', 'json', 'j', 'csv', 'logging.config', 'logging']);
  });

  it('does not answer from a passage that matches only the other language a question names', () => {
    // A page mentions JavaScript in passing; nothing about promises.
    expect(askDocs(index, 'javascript promise all').covered).toBe(false);
    // "C++" is not the letter c of a page's variable.
    expect(askDocs(index, 'how do I learn C++').covered).toBe(false);
    expect(tokenize('C++ or C#, not c')).toEqual(['cplusplus', 'or', 'csharp', 'not', 'c']);
  });

  it('says a question about another language is about that language, in words the pages share, and how to ask for Python\'s way', () => {
    for (const [question, language] of [
      ['javascript generator.next(value) pass a value into the generator', 'JavaScript'],
      ['typescript interface vs type alias which to use', 'TypeScript'],
      ['closure captures variable by reference in c++ lambda [&]', 'C++'],
      ['go defer statement order with multiple defers', 'Go'],
      ["what is Go's select statement for", 'Go'],
      ['how do goroutines work in golang', 'Go'],
      ['C# LINQ Where and Select', 'C#'],
      // Opening the question before a word that is not the verb's: Go, as C and R by one letter.
      ['go function returning value and error pair', 'Go'],
      ['scanf read two integers on one line in c', 'C'],
      ['c printf %g to drop the .0 from a double', 'C'],
      ["what does R's quantile type = 7 mean", 'R'],
      // The shells and Node.js, opening the question before their own words.
      ['bash read -s to read a password without echo', 'Bash'],
      ['powershell ForEach-Object loop over every line of a file', 'PowerShell'],
      ['node fs.readFileSync gives me a Buffer, how do i get a string', 'Node.js'],
    ]) {
      const answer = askDocs(index, question);
      expect(answer.covered).toBe(false);
      expect(answer.citations).toEqual([]);
      expect(answer.markdown).toContain(`This reads as a question about ${language}, and PyDocs covers Python only.`);
      expect(answer.markdown).toContain('ask for “the Python equivalent of …”');
      expect(answer.markdown).toContain('[search the site for your words]');
    }
    // "Go" is also a verb; "pascal", "swift" and "zig" are also words.
    for (const question of ['go through every line of a file and count the words', 'go next in a for loop', 'go one level up from the current directory with pathlib', 'go beyond the recursion limit', 'go live with my flask app']) {
      expect(askDocs(index, question).covered).toBe(true);
    }
    for (const question of ["print pascal's triangle", 'a swift way to reverse a list', 'swift way to reverse a list', 'print a zig-zag pattern with nested loops', 'make the turtle go change colour', 'why does my loop go 1.5 times slower']) {
      expect(askDocs(index, question).markdown).not.toContain('This reads as a question about');
    }
    // "Go" the verb before a particle, an adverb or another verb; C and R compared with, a temperature
    // in Celsius, a file's read mode, a name in the reader's code, a counterpart asked for; what bash
    // or PowerShell says about Python; SQL, which the sqlite3 section writes.
    for (const question of [
      'go backwards through a list', 'go step by step through my code with the debugger', 'go make a virtual environment', 'go recursively into subfolders',
      "why can't I write y = (x = 5) like in C", 'x & 1 == 0 doesnt do what i expect, works in C', 'convert 30 degrees in c', 'c struct equivalent', 'c printf style formatting %d %s',
      'how to open a file in r', "why does r's contents change when I modify s",
      'bash: python: command not found', 'how do I run my script in bash', 'bash exit code from sys.exit', 'powershell Activate.ps1 cannot be loaded because running scripts is disabled on this system',
      'sql query to get rows where price > 10', 'SQL GROUP BY equivalent', 'sql create table', 'sql order by',
      'c = Counter(words); most common in c', 'for row in r', 'check if letter in c', 'go between two lists and compare',
    ]) {
      expect(askDocs(index, question).markdown).not.toContain('This reads as a question about');
    }
    for (const [question, language] of [['swift optionals unwrap', 'Swift'], ['what does defer do in go?', 'Go'], ['node js express server routing', 'JavaScript']]) {
      expect(askDocs(index, question).markdown).toContain(`This reads as a question about ${language},`);
    }
    // A reader who says where they come from, or names a Python library, asks from Python's side.
    expect(firstCited('i come from java, why does i++ give SyntaxError')).toBe('/docs/python-basics/operators#common-mistakes');
    expect(askDocs(index, 'as a java developer how do I write a getter').covered).toBe(true);
    expect(askDocs(index, "I'm a java dev, how do I write a getter").covered).toBe(true);
    expect(askDocs(index, 'read a matlab .mat file into numpy').markdown).not.toContain('This reads as a question about');
    // Asked the way the answer suggests, it is answered.
    expect(askDocs(index, 'python equivalent of a javascript generator.next(value)').covered).toBe(true);
    // JavaScript that a web page runs, or that a Python app serves, is what a Python site meets.
    expect(firstCited('my comment form lets people run javascript on the page')).toBe('/docs/libraries/web-frameworks#templates-and-safe-html-escaping');
    expect(firstCited('serve json to a javascript front end')).toBe('/docs/libraries/web-frameworks#json-apis');
  });

  it('answers "X like in Java" with the Python counterpart of X', () => {
    expect(firstCited('does python have enums like java')).toBe('/examples#enums-with-values-and-flags');
    expect(firstCited('interfaces like in java')).toBe('/docs/intermediate/inheritance#abstract-base-classes');
    // "like git" gives an example of a program, not a language to compare with: git stays a name
    // the answer must have, where "like java" makes Java only the reader's point of comparison.
    const requiredWords = (question: string) => {
      const {resolved} = retrieve(index, question);
      const {required} = questionContext(index, question, resolved);
      return resolved.ownConcepts.filter((concept) => required?.(concept)).map(({word}) => word);
    };
    expect(requiredWords('call an external program like git from python')).toContain('git');
    expect(requiredWords('does python have enums like java')).not.toContain('java');
  });

  it('answers "python X equivalent" for a framework or idiom the pages name, and still refuses the equivalent of a language', () => {
    expect(firstCited('python JUnit equivalent')).toBe('/docs/best-practices/testing#unittest-the-standard-library-framework');
    expect(firstCited('python javadoc equivalent')).toBe('/docs/best-practices/pep8#docstrings-pep-257');
    expect(firstCited('python RAII equivalent')).toMatch(/^\/docs\/advanced\/context-managers/);
    expect(askDocs(index, 'python equivalent of rust').covered).toBe(false);
    // "Equivalent" said of two things stays a word of the question: it asks whether they are the same.
    expect(firstCited('are list comprehensions and map equivalent')).toBe('/docs/python-basics/control-flow#comprehensions-as-compact-loops');
    expect(askDocs(index, 'check if two dicts are equivalent').covered).toBe(false);
    expect(askDocs(index, 'python 3.14 equivalent').covered).toBe(false);
  });

  it('reads an operator or keyword asked about on its own ("what does // do", "is instead of ==", "the in keyword")', () => {
    expect(firstCited('what does // do')).toMatch(/^\/docs\/python-basics\/operators#floor-division/);
    expect(firstCited('when to use is instead of ==')).toMatch(/^\/docs\/python-basics\/operators#identity-versus-equality/);
    expect(firstCited('what does the in keyword do')).toMatch(/^\/docs\/python-basics\/operators#membership/);
    // Operators readers bring from other languages: the page says Python has none, and what to write.
    const increment = askDocs(index, 'x++ in python');
    expect(increment.citations[0]?.url).toBe('/docs/python-basics/operators#common-mistakes');
    expect(increment.markdown).toContain('x += 1');
  });

  it('answers a reader coming from another language with the Python counterpart, not with "not covered"', () => {
    const tryCatch = askDocs(index, 'coming from java, how do I write try/catch/finally in python');
    expect(tryCatch.covered).toBe(true);
    expect(tryCatch.citations[0].url).toBe('/docs/best-practices/error-handling#try-except-else-and-finally');
    expect(askDocs(index, "the python version of java's try-with-resources").citations[0].url).toMatch(/^\/docs\/advanced\/context-managers#/);
  });

  it('answers a reader who says what the question is for, where they come from, who they are or who told them, and still refuses what such a name is asked about', () => {
    // Their study or work, the language they come from, who they are, who told them: the setting's
    // words need not be in a passage that matches the rest of the question.
    expect(firstCited('for my stats homework how do I compute the standard deviation')).toBe('/docs/libraries/data-science#summary-statistics');
    expect(firstCited('kotlin dev here: how do I turn a dataclass into a dict')).toBe('/docs/libraries/data-processing#representing-records-with-dataclasses');
    expect(firstCited('I’m a sysadmin, how do I read environment variables')).toBe('/docs/libraries/standard-library#os-and-sys-environment-variables-arguments-and-exit-codes');
    expect(askDocs(index, 'my mentor keeps saying use a list comprehension instead of a loop, why').covered).toBe(true);
    // A course's problem sets and practice on a practice site are the reader's setting too.
    expect(firstCited('caesar cipher for my cs50 problem set: how to turn a letter into a number and back')).toBe('/docs/python-basics/data-types#strings');
    expect(firstCited('reverse a linked list in place for my leetcode prep')).toBe('/examples#linked-list-and-binary-search-tree');
    expect(firstCited('coming from scala, can python pattern match on case classes?')).toMatch(/^\/docs\/python-basics\/control-flow#/);
    // "Coming" is no topic: a passage where something "comes" does not answer what the reader asks.
    expect(firstCited('coming from java, what is a lambda')).toBe('/docs/python-basics/functions#lambda-expressions');
    expect(firstCited('coming from java, how do I do enums')).toBe('/examples#enums-with-values-and-flags');
    // A product the question is for, a framework's programmer, a thing that "says", "coming from" in
    // its plain sense, and the same name asked about again: what PyDocs lacks is still refused.
    for (const question of [
      'for my shopify store how do I sync products',
      // Practice for a technology is about it; only a course's code or a practice site is a setting.
      'for my selenium prep how do i click a button',
      'for my graphql prep how do i write a resolver',
      'flutter dev here, how do I build a widget',
      "i'm an unreal dev, how do I script in python",
      'my gitlab pipeline says pip install failed',
      'events coming from kafka are out of order',
      'for my telegram bot, how do I set a webhook with the telegram bot api',
      'how do I use python in my google sheet formulas',
      'shopify admin api update inventory levels with python',
      "I'm building an airflow dag, how do I set retries",
      'in my selenium script how do I click a button',
      // A setting named, but a passage that matches only part of the rest answers none of it.
      'kotlin dev here, how do I use coroutines with flow',
      "I'm an electrician, how do I size a breaker",
      'coming from jest, how do I do snapshot testing',
    ]) {
      expect(askDocs(index, question).covered).toBe(false);
    }
  });

  it('reads a CamelCase name the reader gives their own class or error ("my OrderQueue", "a TimeoutReached error") as theirs, not as a topic PyDocs lacks', () => {
    expect(firstCited('how do I make len() work on my OrderQueue')).toBe('/docs/intermediate/classes-and-objects#making-objects-work-like-containers-and-numbers');
    expect(firstCited('callers should be able to catch a TimeoutReached error from my downloader, how do I define it')).toBe('/docs/best-practices/error-handling#custom-exceptions');
  });

  it("answers a question that names the reader's own code, which no page uses", () => {
    expect(firstCited('ClassName.__mro__')).toBe('/docs/intermediate/inheritance#multiple-inheritance-and-the-mro');
  });

  it('reads "the @ above a function" as a question about decorators', () => {
    // The page's introduction ("The `@name` line above a `def` is shorthand for …") or a section of it.
    expect(firstCited('the @ symbol above a function')).toMatch(/^\/docs\/advanced\/decorators(?:#|$)/);
  });

  it('reads "And for classes?" after the decorator question as a question about class decorators', () => {
    const answer = askDocs(index, 'And for classes?', conversation(DECORATOR_QUESTION));
    expect(answer.resolved.followUpOf).toBe(DECORATOR_QUESTION);
    expect(answer.citations[0].url).toBe('/docs/advanced/decorators#class-decorators');
    expect(answer.markdown).toMatch(/^_Read as a follow-up to “How do I write a decorator that takes arguments\?”._/);
  });

  it('keeps the topic over a chain of follow-ups', () => {
    const answer = askDocs(index, 'Can I stack them?', conversation(DECORATOR_QUESTION, 'And for classes?'));
    expect(answer.citations[0].url).toBe('/docs/advanced/decorators#stacking-decorators');
  });

  it('does not drag an earlier topic into a new, complete question', () => {
    const answer = askDocs(index, 'What is the GIL?', conversation(DECORATOR_QUESTION));
    expect(answer.resolved.followUpOf).toBeNull();
    expect(answer.citations[0].url).toMatch(/^\/docs\/advanced\/concurrency#the-gil/);
  });

  it('tells follow-ups by their wording', () => {
    expect(isFollowUp('and for dictionaries?', 1)).toBe(true);
    expect(isFollowUp('What about sets?', 1)).toBe(true);
    expect(isFollowUp('Can I stack them?', 1)).toBe(true);
    expect(isFollowUp('How do I read a CSV file into dictionaries?', 4)).toBe(false);
    // "Why" continues a short question, not a question of its own.
    expect(isFollowUp('why?', 0)).toBe(true);
    expect(isFollowUp('why not a tuple', 1)).toBe(true);
    const question = 'why does random.seed(42) give the same numbers';
    expect(isFollowUp(question, questionConcepts(question).length)).toBe(false);
    const history: ChatTurn[] = [{role: 'user', text: 'monkeypatch.setenv in a pytest fixture'}, {role: 'assistant', text: 'Not covered.'}];
    expect(askDocs(index, question, history).resolved.followUpOf).toBeNull();
  });

  it('splits prose into sentences, list items on their own', () => {
    expect(sentencesOf('It works. Then `x` runs.\n- item one\n1. step\n**A mistake.** It bites. **Bold** mid-line.')).toEqual([
      {text: 'It works.', listItem: false, itemLead: false},
      {text: 'Then `x` runs.', listItem: false, itemLead: false},
      {text: '- item one', listItem: true, itemLead: false},
      {text: '1. step', listItem: true, itemLead: false},
      {text: '**A mistake.** It bites.', listItem: false, itemLead: true},
      {text: '**Bold** mid-line.', listItem: false, itemLead: false},
    ]);
  });

  it('answers from the one item of a list-only section that speaks to the question, not only with a link', () => {
    // Data Science's "Common mistakes" is a list and nothing else. ("stdev vs pstdev" was answered
    // from it too, until the readers' questions led it to the section that defines both.)
    const answer = askDocs(index, 'StatisticsError: variance requires at least two data points');
    expect(answer.citations[0]?.url).toBe('/docs/libraries/data-science#common-mistakes');
    expect(answer.markdown).toContain('`statistics.stdev` needs at least two values and raises `StatisticsError` otherwise');
    expect(answer.markdown).not.toContain('covers this');
    // The neighbouring mistakes in that list are about other things.
    expect(answer.markdown).not.toContain('Looping over NumPy arrays');
  });

  it('ends a sentence that introduced code the answer leaves out with a full stop, not a colon running into the next sentence', () => {
    const answer = askDocs(index, 'install a newer python on ubuntu with deadsnakes');
    expect(answer.markdown).toContain('without replacing it. Always call it as `python3.14`.');
  });

  it('does not open an answer with a sentence that points back up a page the reader cannot see', () => {
    // The section that opens 'Editing sys.path is for examples like the ones above.'
    const answer = askDocs(index, 'make my package installable with pyproject.toml');
    expect(answer.markdown).toMatch(/^A real project describes itself in a `pyproject.toml` file/);
    expect(answer.markdown).not.toContain('the ones above');
  });

  it('answers "decorator with arguments" from where the section states its point, after the question it opens with', () => {
    // The section opens 'How do you write a decorator that takes arguments, such as @repeat(3)?'.
    const answer = askDocs(index, 'decorator with arguments');
    expect(answer.markdown).toMatch(/^Read the syntax literally: Python first evaluates the expression after the `@`/);
  });

  it('answers from one of the mistakes a Common mistakes section lists, without the one before it', () => {
    for (const question of ['my while loop never ends', 'my loop never ends']) {
      const answer = askDocs(index, question);
      expect(answer.markdown).toContain('If nothing in the body changes the condition, the loop never ends.');
      // The mistake above it in the section is about range(len(items)), which the reader did not ask about.
      expect(answer.markdown).not.toContain('range(len(items))');
    }
  });
});

describe('explaining a pasted error', () => {
  const TRACEBACK = ['Traceback (most recent call last):', '  File "/home/ada/shop.py", line 4, in <module>', '    print(items[3])', '          ~~~~~^^^', 'IndexError: list index out of range'].join('\n');

  it('restates the error and the failing line, then explains it from the pages that cover it', () => {
    const answer = askDocs(index, TRACEBACK);
    expect(answer.covered).toBe(true);
    expect(answer.resolved.error?.exception).toBe('IndexError');
    expect(answer.markdown.startsWith('You pasted **IndexError**: list index out of range, raised at line 4 of `shop.py`: `print(items[3])`.')).toBe(true);
    // The page that explains error messages by their text, or the page about the type involved.
    expect(answer.citations[0].url).toMatch(/^\/docs\/(best-practices\/common-error-messages|python-basics\/data-types)#/);
  });

  it("does not let the reader's own file and variable names make an error look uncovered", () => {
    const answer = askDocs(index, 'Traceback (most recent call last):\n  File "zebra_farm.py", line 9, in feed_zebras\n    zebra = herd.pop()\nIndexError: pop from empty list');
    expect(answer.covered).toBe(true);
  });

  it('answers a missing module with how packages are installed into the environment', () => {
    const answer = askDocs(index, "Traceback (most recent call last):\n  File \"app.py\", line 1, in <module>\n    import requests\nModuleNotFoundError: No module named 'requests'");
    expect(answer.covered).toBe(true);
    expect(answer.citations[0].url).toMatch(/^\/docs\/getting-started\/(environment-setup|installation)#|^\/faq#|^\/docs\/best-practices\/common-error-messages#modulenotfounderror/);
    expect(answer.markdown).toMatch(/pip install/);
  });

  const RAISING_CODE = new Set(INDEX_DATA.passages.flatMap((passage) => (passage.raising ?? []).map((at) => passage.code[at])));
  const quotedCode = (markdown: string) => [...markdown.matchAll(/```python\n([\s\S]*?)\n```/g)].map((match) => match[1]);

  it.each([
    "Traceback (most recent call last):\n  File \"words.py\", line 2, in <module>\n    print(words[0])\nTypeError: 'NoneType' object is not subscriptable",
    "TypeError: 'int' object is not iterable",
    "NameError: name 'nme' is not defined. Did you mean: 'name'?",
    'ZeroDivisionError: division by zero',
    "KeyError: 'colour'",
  ])('never quotes an example that raises the error as its fix: %s', (pasted) => {
    expect(RAISING_CODE.size).toBeGreaterThan(0);
    for (const code of quotedCode(askDocs(index, pasted).markdown)) expect(RAISING_CODE).not.toContain(code);
  });

  it('says under an example that fails on purpose how it fails, since the answer does not show the page\'s output', () => {
    const [code] = quotedCode(askDocs(index, 'how do I define my own exception class').markdown);
    expect(code).toMatch(/^class ConfigError\(Exception\):/);
    expect(code.split('\n').at(-1)).toBe("# raises ConfigError: port must be a number, got 'eighty'");
  });

  it('quotes the working version as "the usual fix" where the page shows one', () => {
    const answer = askDocs(index, "TypeError: 'NoneType' object is not subscriptable");
    expect(answer.markdown).toMatch(/The usual fix, as \[[^\]]+\]\([^)]+\) shows it:/);
    expect(quotedCode(answer.markdown)).toHaveLength(1);
  });

  it('is not read as a follow-up to the conversation before it', () => {
    const answer = askDocs(index, 'KeyError', conversation(DECORATOR_QUESTION));
    expect(answer.resolved.followUpOf).toBeNull();
    expect(answer.citations[0].url).not.toMatch(/decorators/);
  });
});

describe('a chat about one page ("Ask about this page")', () => {
  const PAGE = '/docs/advanced/generators';

  it('explains the page\'s second example, in page order', () => {
    const answer = askDocs(index, 'What does the second example do?', [], {page: PAGE});
    const examples = index.passagesOf(PAGE).flatMap((passage) => passage.code.map((code) => ({passage, code})));
    expect(answer.citations[0].url).toBe(examples[1].passage.url);
    expect(answer.markdown).toContain(examples[1].code);
    expect(answer.markdown).toMatch(/^The second example on Generators is under “/);
  });

  it('shows the page\'s example without a Run button when the page marks it norun, and with one when it runs', () => {
    // Concurrency's first example runs in the browser; its second starts threads, which it cannot.
    const concurrency = {page: '/docs/advanced/concurrency'};
    expect(askDocs(index, 'What does the first example do?', [], concurrency).markdown).toMatch(/\n```python\n/);
    expect(askDocs(index, 'What does the second example do?', [], concurrency).markdown).toMatch(/\n```python norun\n/);
  });

  it('answers a vague question from the page first, and from all of PyDocs when the page does not cover it', () => {
    expect(askDocs(index, 'why is this faster?', [], {page: '/docs/advanced/concurrency'}).citations[0].url).toMatch(/^\/docs\/advanced\/concurrency#/);
    expect(askDocs(index, 'why does my second loop print nothing?', [], {page: PAGE}).citations[0].url).toMatch(/^\/docs\/advanced\/generators#/);
    expect(askDocs(index, 'What is the GIL?', [], {page: PAGE}).citations[0].url).toMatch(/^\/docs\/advanced\/concurrency/);
    // Below the whole site's match score, the page answers only when its prose says the words:
    // Generators has "import" only in its code.
    expect(askDocs(index, 'import this', [], {page: PAGE}).citations[0].url).not.toMatch(/^\/docs\/advanced\/generators/);
  });

  it('reads "faster" as the page\'s "fast": asked from Generators, "why is this faster?" is answered from Generators', () => {
    // The page says "fast" once and never "faster"; other pages have "fast" in their headings.
    expect(askDocs(index, 'why is this faster?', [], {page: PAGE}).citations[0].url).toMatch(/^\/docs\/advanced\/generators#/);
  });

  it('summarises the page when asked what it is about', () => {
    const answer = askDocs(index, 'What is this page about?', [], {page: PAGE});
    expect(answer.citations).toEqual([{title: 'Generators', url: PAGE}]);
    expect(answer.markdown).toContain('A generator is a function');
  });
});
