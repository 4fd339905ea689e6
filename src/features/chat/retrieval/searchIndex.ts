/**
 * Full-text search over the chat index's passages (MiniSearch: BM25+ with field boosts). Built in
 * the browser from the passages the build wrote, with the tokenizer and stemmer of ./vocabulary,
 * which the questions go through too.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import type {ChatContentKind, ChatIndexData, Command, NearMissWords} from '@site/plugins/chat-index';
import {INTENT_WORDS, STOPWORDS, WEAK_TOPIC_WORDS, flattenConcepts, isJoinedName, isSlippedStopword, questionConcepts, stem, termsOf, tokenize, wordPairsOf, type QueryConcept} from './vocabulary';

export type Passage = Readonly<{
  id: number;
  /** Link to the exact heading. */
  url: string;
  /** The page's route, without anchor. */
  pageUrl: string;
  pageTitle: string;
  /** '' for a page's introduction. */
  heading: string;
  kind: ChatContentKind;
  text: string;
  code: readonly string[];
  /** Indexes into `code` of the blocks that raise on purpose (plugins/chat-index). */
  raising: readonly number[];
  /** For each of `raising`, the error that block ends with (plugins/chat-index). */
  raised: readonly string[];
  /** Indexes into `code` of the blocks the page marks `norun` (plugins/chat-index): shown without a Run button. */
  notRunnable: readonly number[];
  /** Shell commands and config files the section shows (plugins/chat-index): quoted in `language` fences. */
  commands: readonly Command[];
}>;

export type RetrievedPassage = Passage &
  Readonly<{
    /** Ranking score: BM25+ with boosts, raised by its page's votes (withPageVotes). */
    score: number;
    /** BM25+ with boosts alone, before the votes: what says whether the match is strong at all. */
    matchScore: number;
    /** The query terms this passage matched (stemmed). */
    matchedTerms: ReadonlySet<string>;
    /** Those it matched in its heading or its page's title: what the section says it is about. */
    headingMatches: ReadonlySet<string>;
    /** Those it has as they are, not only as the start of a longer word or a near spelling. */
    exactMatches: ReadonlySet<string>;
  }>;

/**
 * Code longer than this (plugins/chat-index MAX_CODE_LINES) is in the index only as a section's
 * shortest block when it has no shorter one (MAX_ONLY_CODE_LINES), or as a code example's whole
 * program: shown, not searched. Searched, a 42-line Flask API's words outranked the JSON section
 * for "How do I parse JSON?" (tuning first 92.0 -> 91.7%; examples' long programs searched too:
 * 92.2 -> 92.0%). Quoting (a question that quotes the code) and `writes` still read it, on purpose:
 * the reader's exact code is evidence wherever it is (0 of 1,213 tuning questions move either way).
 */
export const SEARCHED_CODE_LINES = 30;

/** An import statement: `import numpy as np, io  # a comment`, `>>> import sys`, `from os import path`. */
const IMPORT_LINE = /^[ \t]*(?:>>>[ \t]*|\.\.\.[ \t]+)?(?:import[ \t]+([^#;\n]+)|from[ \t]+([\w.]+)[ \t]+import\b)/gm;
/** A path to a Python file inside a package ("shop/cart.py", "reports/render/html.py"): its top package. */
const PACKAGE_FILE = /(?<![\w./-])([a-z_][\w]*)\/[\w/]*\.py\b/g;
/** One module of an `import` list, with its alias. */
const IMPORTED_MODULE = /^([\w.]+)(?:\s+as\s+(\w+))?$/;

/**
 * The modules a piece of code imports, lower case, each also by its top-level package and its alias
 * (`import logging.config` gives "logging.config" and "logging"; `import numpy as np`, "numpy" and
 * "np"). Relative imports (`from . import x`) name no module.
 */
export function modulesImportedBy(code: string): string[] {
  const modules = [...code.matchAll(IMPORT_LINE)]
    .flatMap(([, imported, from]) =>
      from !== undefined ? [from] : imported.split(',').flatMap((part) => IMPORTED_MODULE.exec(part.trim())?.slice(1, 3).filter((name): name is string => name !== undefined) ?? []),
    )
    .map((module) => module.toLowerCase())
    .filter((module) => /^[a-z_]/.test(module))
    .flatMap((module) => [module, module.split('.')[0]]);
  return [...new Set(modules)];
}

function searchedCode(code: string): boolean {
  return code.split('\n').length <= SEARCHED_CODE_LINES;
}

/**
 * The fields the pages write. What PyDocs covers, how telling a word is and what a misspelling is
 * of are decided on them alone: the readers' questions (`asks`) help find a section, but a word only
 * readers use ("desktop notification", asked of the e-mail section) is still one no page explains.
 * (Tuning half, with the second round of reader questions: counted among the pages' words, 3 more
 * uncovered questions were answered, refused 90.1 → 88.5%; on the pages' fields alone 90.1%.)
 */
const PAGE_FIELDS: Array<Exclude<keyof IndexedFields, 'id' | 'asks'>> = ['title', 'heading', 'keywords', 'text', 'code', 'errors'];

type IndexedFields = {id: number; title: string; heading: string; keywords: string; text: string; code: string; errors: string; asks: string};

/** A word pair more passages than this write is common parlance, not a section's own phrase (ownPhraseShare). */
const OWN_PHRASE_PASSAGES = 2;

/** A query term this long or longer also matches the words it begins, and one this long words one edit away. */
const PREFIX_FROM = 6;
const FUZZY_FROM = 8;

/** Whether two words are one insertion, deletion or substitution apart. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return a.slice(at + 1) === b.slice(at + 1) || a.slice(at) === b.slice(at + 1) || a.slice(at + 1) === b.slice(at);
}

/**
 * Where a match counts most. A heading names what a section answers; the page title and its
 * keywords say what the whole page is about; code matches identifiers ("lru_cache") but every
 * example is full of `print` and `def`, so it counts least. The errors a section shows in its
 * output are what a reader pastes when asking about them. `asks` holds the words of the questions
 * readers ask that the section answers (plugins/chat-index, reader-questions.json): the readers'
 * names for what the section explains ("word frequency" for `Counter`). (Tuning half, with the
 * first 2,921 questions and every first section judged at 1.5: without them first 92.2%, top 3
 * 97.8%, first section judged 82.5%; at 0.5 / 1 / 1.5 / 2 / 3, first 93.2 / 94.0 / 94.7 / 94.8 /
 * 94.6%, top 3 97.9 / 98.1 / 98.4 / 98.4 / 98.4%, first section at least 84.5 / 86.3 / 87.2 / 86.4 /
 * 85.0% (its new sections unjudged but at 1.5); from 2 uncovered questions are answered. With the
 * second round, 4,940 questions, at 1 / 1.5 / 2 / 3: first 94.2 / 95.2 / 95.2 / 94.8%, top 3 98.2 /
 * 98.4 / 98.5 / 98.6%, refused 90.1 / 90.1 / 89.6 / 89.1%.)
 */
const FIELD_BOOST = {heading: 3, title: 2, keywords: 1.2, text: 1, code: 0.5, errors: 1.5, asks: 1.5};

/**
 * Tutorials use every feature along the way; a reference page or example that is about the
 * feature is the better citation, so tutorials start behind. (Tuning set of 571, first: 0.7
 * 88.4%; 0.5 to 0.6 all 88.8%, three "how do I" questions won from tutorial steps that only use
 * the feature, one question about writing an interpreter lost to the tutorial that builds one;
 * 0.8 87.4%. 0.55 is the middle of that plateau.)
 */
const KIND_BOOST: Readonly<Record<ChatContentKind, number>> = {docs: 1, example: 1, faq: 1.05, tutorial: 0.55};

/**
 * A chat opened from a page ("Ask about this page") answers from that page first: its passages
 * count this much more, enough to beat a slightly better match elsewhere, not a far better one.
 */
const PAGE_BOOST = 4;

/** A reader's word that at least this many passages use needs no synonyms... */
const SYNONYMS_NEEDED_BELOW = 3;
/**
 * ...so they count this share of their usual weight (withSynonymsAsNeeded). (Tuning set, first:
 * 0.3 86.5%, 0.5 87.3%, 0.7 and 0.85 87.7%. 0.7, measured once on the held-out set: first 84.0 →
 * 84.4%, top 3 94.1 → 93.7%, one question each way: a trade, not a gain, so 0.5 stays.)
 */
const KNOWN_WORD_SYNONYM_SHARE = 0.5;

/** A passage that matches only the context of a question keeps this share of its score. */
const CONTEXT_ONLY_SHARE = 0.25;

/** A page counts as explaining errors when at least this share of its headings name one. */
const ERROR_PAGE_SHARE = 1 / 3;

export const IDF_CAP = 3;
const UNKNOWN_CONCEPT_WEIGHT = 6;
const UNKNOWN_NUMBER_WEIGHT = 1;
/** A name (ChatIndexData.names) that at most this many passages use is mentioned only in passing. */
const PASSING_MENTIONS = 3;
const PASSING_NAME_WEIGHT = 6;
/** The weight in coverage of a word that only says what kind of answer is wanted (INTENT_WORDS). */
export const INTENT_WEIGHT = 0.5;
/**
 * One edit away from a page's word is a misspelling only in a long word: "enviroment" is
 * "environment", but "scala" is not "scale" nor "swift" "shift".
 */
const MISSPELLING_MIN_LENGTH = 7;
/**
 * The near-miss odds (nearMissOdds) from which a word is a near miss's (isNearMissWord): in two near
 * misses and no readers' question (log odds 1.5), or more often still; one alone (1.1) is not
 * enough. (Blind questions, bench/blind-cv.mjs, for both uses, a word near a page's and a frequent
 * English word in a long question, measured beside a rule about names before a dot that was later
 * taken back: near misses refused 2,626 → 2,652 of 3,220, readers' questions "not covered" 157 →
 * 160 of 4,925; at 1.0 for the first use, 2,655 and 160. Tuning: refused 92.2 → 92.7%, the rest
 * unchanged. Since then a frequent English word and a section's short form are exempt: stop 56's
 * entry in PERFORMANCE.md has the figures as they stand.)
 */
const NEAR_MISS_WORD_ODDS = 1.4;
/** The shortest heading word that counts as half of a reader's one-word name ("class" + "method"). */
const HEADING_PAIR_PART = 3;
/**
 * The weight of a heading's two words found for the reader's one word, relative to it: like a
 * synonym's. (Tuning half: first 90.9 → 91.2%, "not covered" 7 → 6 at 0.5 to 1; 0.3 the same but
 * "not covered" 7.)
 */
const HEADING_PART_WEIGHT = 0.5;
/** A word the prose writes with a hyphen, both halves at least this long ("multi-line", "read-only"). */
const HYPHENATED_PART = 3;
const HYPHENATED = new RegExp(String.raw`(?<![\p{L}\p{N}_-])(\p{L}{${HYPHENATED_PART},})-(\p{L}{${HYPHENATED_PART},})(?![\p{L}\p{N}_-])`, 'gu');

/**
 * A passage's prose as searched: with each word it hyphenates also written joined ("multi-line"
 * also as "multiline"), so that a reader who joins it finds the passages that write it, and only
 * those. (Searching the two halves instead let "objectoriented programming" match every passage
 * that says "object".)
 */
function withHyphenatedJoined(text: string): string {
  const joined = [...text.matchAll(HYPHENATED)].map(([, first, second]) => `${first}${second}`);
  return joined.length === 0 ? text : `${text}\n${joined.join(' ')}`;
}
/** The shortest abbreviation read as the page word it begins ("char", "func", "repo"). */
const ABBREVIATION_MIN_LENGTH = 4;
/**
 * A reader abbreviates a word they meet often: the page word an abbreviation is read as is used
 * by at least this many passages. "crypto" is not the "cryptographically" of one passage.
 */
const ABBREVIATION_MIN_PASSAGES = 2;

/**
 * The weight of an adjective's plain form found for its comparative or superlative ("fast" for
 * "faster", "easy" for "easiest"), relative to the reader's word: like a synonym's, since "-er"
 * also ends nouns whose verb is another topic ("container", "reader").
 */
const COMPARATIVE_BASE_WEIGHT = 0.6;
/** The shortest plain form read from a comparative: "bigger" → big, never "order" → "ord". */
const COMPARATIVE_BASE_MIN_LENGTH = 3;

/** The plain forms a word may be the comparative or superlative of: faster → fast, easiest → easy, bigger → big, larger → large. */
export function comparativeBases(word: string): string[] {
  const match = /^([a-z]{3,}?)(i?)(er|est)$/.exec(word);
  if (!match) return [];
  const [, root, i] = match;
  if (i) return [`${root}y`];
  const bases = [root, `${root}e`];
  if (/([^aeiou])\1$/.test(root)) bases.push(root.slice(0, -1));
  return bases;
}

/**
 * Whether a word is an adverb ("print it nicely", "properly", "quickly"): how the reader wants
 * something done, not a topic. It weighs like an intent word in coverage, and a word no page uses
 * that is one is not something PyDocs lacks: products and languages that PyDocs does not cover are
 * nouns. (Known adverbs too, since 2026-11-27: "when would I actually use a staticmethod" led with
 * the FAQ entry that says "actually"; tuning unchanged, held-out "not covered" 26 → 25.)
 * (Some verbs in "-ply" end the same way, "supply", "multiply"; "simply" and "deeply" are adverbs.)
 */
export function isMannerAdverb(word: string): boolean {
  return /^[a-z]{4,}ly$/.test(word) && !PLY_VERBS.test(word);
}
const PLY_VERBS = /^(?:sup|com|multi|reap)ply$/;

/**
 * Words that judge rather than name ("prints a long ugly number", "a weird result"): how the
 * reader feels about what they see, not a topic PyDocs lacks. Asked only of words no page uses,
 * like isMannerAdverb; "bad", "wrong" and "worse", which pages do use, are INTENT_WORDS.
 */
const JUDGEMENT_WORDS: ReadonlySet<string> = new Set(
  'ugly uglier ugliest weird weirder strange stranger odd messy annoying annoyed confusing confused stupid silly dumb crazy insane terrible horrible awful nasty gross nicer nicest nice lovely cool neat clunky hacky janky ok okay fine'.split(' '),
);

export function isJudgement(word: string): boolean {
  return JUDGEMENT_WORDS.has(word);
}

/**
 * The plain forms of irregular past tenses and participles a reader may use where the pages use
 * the verb ("I overrode __setitem__": the pages say "override").
 */
const IRREGULAR_PAST: Readonly<Record<string, string>> = Object.fromEntries(
  (
    'overrode:override overridden:override overwrote:overwrite overwritten:overwrite wrote:write written:write ran:run broke:break ' +
    'took:take taken:take gave:give given:give went:go gone:go came:come saw:see seen:see threw:throw thrown:throw ' +
    'caught:catch built:build chose:choose chosen:choose drew:draw drawn:draw fell:fall fallen:fall found:find ' +
    'forgot:forget forgotten:forget froze:freeze frozen:freeze grew:grow hid:hide hidden:hide held:hold hung:hang ' +
    'kept:keep knew:know known:know led:lead left:leave lost:lose meant:mean paid:pay rose:rise said:say sent:send ' +
    'shook:shake shot:shoot shown:show slept:sleep sold:sell spoke:speak spent:spend spun:spin stole:steal ' +
    'stood:stand stuck:stick struck:strike taught:teach told:tell thought:think understood:understand undid:undo ' +
    'undone:undo woke:wake wore:wear won:win wound:wind bought:buy brought:bring begun:begin began:begin ' +
    'became:become ate:eat eaten:eat flew:fly flown:fly hit:hit quit:quit rewrote:rewrite rewritten:rewrite'
  )
    .split(' ')
    // Keyed by stem, as the question's terms come: "overrode" is looked up as "overrod".
    .map((pair) => {
      const [past, verb] = pair.split(':');
      return [stem(past), verb];
    }),
);

/**
 * Whether a word is the reader's number, bare or with a plural, ordinal or unit ("512", "500s",
 * "3rd", "10gb", "200ms"), a time of day ("9am"), or a memory address from output they pasted
 * ("<Point object at 0x7f3a…>"): their own value, not a topic PyDocs lacks.
 */
export function isQuantity(word: string): boolean {
  return /^\d+(?:s|st|nd|rd|th|x|k|m|ms|kb|mb|gb|tb|px|mins?|secs?|hrs?|h|am|pm)?$/.test(word) || /^0x[0-9a-f]+$/.test(word);
}

/**
 * A heading or title with each of its words once: "Template strings (t-strings)" is no more about
 * strings than "Strings" is, though it says the word twice in four.
 */
function onceEach(text: string): string {
  const seen = new Set<string>();
  return tokenize(text)
    .filter((word) => {
      const key = termsOf(word)[0];
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(' ');
}

/** Indexed: every word but the stop words; the weak topic words stay, for questions made of them. */
function processTerm(word: string): string[] | null {
  if (STOPWORDS.has(word) && !WEAK_TOPIC_WORDS.has(word)) return null;
  return termsOf(word);
}

/** A bracketed part of code, with brackets nested one level inside it (`[[int], str]`). */
const BRACKETED = String.raw`\[(?:[^[\]\n]|\[[^[\]\n]*\])*\]`;
/**
 * Code a question quotes: in backticks, a call with its arguments (`int("3.7")`), a subscript such
 * as a type hint's (`list[int]`, `Callable[[int], str]`), a bracketed literal (`[[0] * 3] * 3`, an
 * error's `[Errno 2]`), or a dotted name (`copy.replace`). A passage that shows the same code is
 * about it, whatever words surround it.
 */
const CODE_PIECE = new RegExp(
  [
    '`[^`\\n]+`',
    String.raw`\b[A-Za-z_][\w.]*\([^()\n]*\)`,
    String.raw`\b[A-Za-z_][\w.]*${BRACKETED}`,
    String.raw`(?<![\w\]])${BRACKETED}(?:\s*[*+]\s*\d+)?`,
    String.raw`\b[A-Za-z_]\w{2,}\.[A-Za-z_]\w{2,}\b`,
  ].join('|'),
  'g',
);
/** A dotted name that names a file ("requirements.txt"), not code. */
const FILE_NAME = /^[\w-]+\.(?:py|txt|toml|cfg|ini|csv|json|md|html|exe|log|ya?ml)$/;
/** Shorter pieces ("f()", "x+1") are in too many passages to tell them apart. */
const MIN_CODE_PIECE = 5;
/** A piece quoted by more passages than this ("print()" is in 8) is common code, not a topic. (Tuning set: 3 to 15 alike.) */
const FEW_QUOTE = 5;
/**
 * How much more a passage that quotes the question's code scores. (Tuning set, first: 88.4% without;
 * 88.6% for 1.5, 2, 3 and 5: a flat gain, one error question more, none lost.)
 */
const QUOTE_BOOST = 2;

/** Whether squashed text holds a squashed piece of code as a whole name: "int(" is not in "print(". */
function quotes(text: string, piece: string): boolean {
  for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) {
    if (at === 0 || !/[a-z0-9_]/.test(text[at - 1]) || !/^[a-z0-9_]/.test(piece)) return true;
  }
  return false;
}

/**
 * Code as quoting compares it: lower case, one kind of quote mark, and a space only between two
 * words ("f(a, b)" is "f(a,b)", and "x or y" keeps the spaces that keep its words apart).
 */
function squash(code: string): string {
  return code
    .toLowerCase()
    .replace(/['‘’“”]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/ (?=\W)|(?<=\W) /g, '')
    .trim();
}

/** How many of the best passages vote for their page, and how much a page's votes count. */
const VOTERS = 12;
const PAGE_VOTE = 0.6;

/**
 * Pseudo-relevance feedback at the level of pages: the right page for a question usually has
 * several passages among the best ones, a stray match only one. Each passage's score grows with
 * its page's share of the best passages' scores.
 */
function withPageVotes(results: readonly SearchResult[], pageKey: (id: number) => string): Array<{result: SearchResult; score: number}> {
  const voters = results.slice(0, VOTERS);
  const total = voters.reduce((sum, result) => sum + result.score, 0);
  if (total === 0) return results.map((result) => ({result, score: result.score}));
  const pageOf = (result: SearchResult) => pageKey(result.id as number);
  const votes = new Map<string, number>();
  for (const result of voters) votes.set(pageOf(result), (votes.get(pageOf(result)) ?? 0) + result.score);
  return results
    .map((result) => ({result, score: result.score * (1 + PAGE_VOTE * ((votes.get(pageOf(result)) ?? 0) / total))}))
    .sort((a, b) => b.score - a.score);
}

/** How much more often a term occurs in near misses than in readers' questions (PassageIndex.nearMissOdds); null without near misses. */
export type NearMissOdds = (term: string) => number | null;

/**
 * The counts the build made (ChatIndexData.nearMisses) read as PassageIndex.nearMissOdds reads
 * them. The build counts words as written; they are read here as a question is, and summed by
 * term over their spellings ("file" and "files"). Without near misses (or readers' questions) there
 * is nothing to weigh a word against: null for every term. bench/near-miss-cv.mjs reads counts
 * that leave one section's questions out this way.
 */
export function nearMissOddsFrom(words: NearMissWords | undefined): NearMissOdds {
  if (!words || words.missed === 0 || words.asked === 0) return () => null;
  const counts = words.counts.split(' ');
  const byTerm = new Map<string, [asked: number, missed: number]>();
  for (let at = 0; at + 2 < counts.length; at += 3) {
    for (const term of new Set(tokenize(counts[at]).filter((word) => !STOPWORDS.has(word)).map(stem))) {
      const [asked, missed] = byTerm.get(term) ?? [0, 0];
      byTerm.set(term, [asked + Number(counts[at + 1]), missed + Number(counts[at + 2])]);
    }
  }
  return (term) => {
    const [asked, missed] = byTerm.get(term) ?? [0, 0];
    return Math.log((missed + 1) / (words.missed + 2)) - Math.log((asked + 1) / (words.asked + 2));
  };
}

/** Turns the passages of the build-time index into something queryable. */
export class PassageIndex {
  readonly passages: readonly Passage[];
  private readonly search: MiniSearch<IndexedFields>;
  private readonly documentFrequency = new Map<string, number>();
  private readonly names: ReadonlySet<string>;
  private readonly commonWords: ReadonlySet<string>;
  private readonly errorSections: ReadonlySet<number>;
  /** The terms of every page title, heading, keyword and description: what the pages are about. */
  private readonly headingTerms: ReadonlySet<string>;
  /**
   * Two words next to each other in a heading or page title once stop words and words under
   * three letters are left out, joined and stemmed ("classmethod"), with the terms of each
   * ("class", "method").
   */
  private readonly headingPairs: ReadonlyMap<string, readonly string[]>;
  private readonly nearMissOddsOf: NearMissOdds;
  /** Each passage's word pairs (ownPhraseShare), made when first asked for. */
  private readonly pairsWritten = new Map<number, ReadonlySet<string>>();
  /** How many passages write a word pair, counted when a question first has it. */
  private readonly passagesWritingPair = new Map<string, number>();

  constructor(data: ChatIndexData) {
    this.passages = data.passages.map((passage, id) => {
      const page = data.pages[passage.page];
      return {
        id,
        url: passage.anchor ? `${page.url}#${passage.anchor}` : page.url,
        pageUrl: page.url,
        pageTitle: page.title,
        heading: passage.heading,
        kind: page.kind,
        text: passage.text,
        code: passage.code,
        raising: passage.raising ?? [],
        raised: passage.raised ?? [],
        notRunnable: passage.notRunnable ?? [],
        commands: (passage.commands ?? []).map(([language, code]) => ({language, code})),
      };
    });
    this.search = new MiniSearch<IndexedFields>({
      fields: [...PAGE_FIELDS, 'asks'],
      tokenize,
      processTerm,
    });
    const documents = data.passages.map((passage, id) => {
      const page = data.pages[passage.page];
      return {
        id,
        title: onceEach(page.title),
        heading: onceEach(passage.heading),
        keywords: page.keywords,
        text: withHyphenatedJoined(passage.text),
        // Commands are shown, not searched: searching them too answered four more uncovered tuning
        // questions ("pip", "install" and "python" are in most commands) for one covered one more.
        code: passage.code.filter(searchedCode).join('\n'),
        errors: (passage.errors ?? []).join('\n'),
        asks: passage.asks ?? '',
      };
    });
    this.search.addAll(documents);
    // By stem: the pages write "websockets", a reader asks about "a websocket".
    this.names = new Set((data.names ?? []).map((name) => stem(name)));
    this.commonWords = new Set((data.commonWords ?? '').split(' '));
    this.nearMissOddsOf = nearMissOddsFrom(data.nearMisses);
    const namesError = (heading: string) => /\b\w+(Error|Exception|Warning)\b|Traceback/.test(heading);
    const errorPages = new Set(
      data.pages
        .map((_, page) => page)
        .filter((page) => {
          const headings = data.passages.filter((passage) => passage.page === page).map((passage) => passage.heading);
          return headings.filter(namesError).length >= headings.length * ERROR_PAGE_SHARE;
        }),
    );
    this.errorSections = new Set(data.passages.flatMap((passage, id) => (errorPages.has(passage.page) || namesError(passage.heading) ? [id] : [])));
    const headingPairs = new Map<string, readonly string[]>();
    // From the headings as written: the searched ones keep each word once (onceEach), which made
    // "Class methods and static methods" lose the pair "static methods".
    for (const text of new Set([...data.pages.map((page) => page.title), ...data.passages.map((passage) => passage.heading)])) {
      const words = tokenize(text).filter((word) => word.length >= HEADING_PAIR_PART && !STOPWORDS.has(word));
      for (let at = 0; at + 1 < words.length; at++) headingPairs.set(stem(words[at] + words[at + 1]), [stem(words[at]), stem(words[at + 1])]);
    }
    this.headingPairs = headingPairs;
    this.headingTerms = new Set(
      documents.flatMap(({title, heading, keywords}) => tokenize(`${title} ${heading} ${keywords}`).flatMap((word) => termsOf(word))),
    );
  }

  /**
   * Whether a passage explains an error message: its heading names an exception ("KeyError: ...")
   * or it is on a page most of whose sections do ("Reading Python Error Messages").
   */
  explainsError(id: number): boolean {
    return this.errorSections.has(id);
  }

  /**
   * The share of a question's word pairs (wordPairsOf) that a passage writes as a phrase of its own
   * in its heading or prose: a pair at most OWN_PHRASE_PASSAGES passages write. "What is a base
   * case" is answered where "base case" is written (recursion), not where "base" and "case" both
   * occur (abstract base classes); "several versions" and "create a class" are common parlance,
   * which many sections write.
   */
  ownPhraseShare(id: number, questionPairs: ReadonlySet<string>): number {
    if (questionPairs.size === 0) return 0;
    const written = this.wordPairsOf(id);
    let own = 0;
    for (const pair of questionPairs) if (written.has(pair) && this.passagesWriting(pair) <= OWN_PHRASE_PASSAGES) own++;
    return own / questionPairs.size;
  }

  private wordPairsOf(id: number): ReadonlySet<string> {
    let pairs = this.pairsWritten.get(id);
    if (pairs === undefined) {
      const passage = this.passages[id];
      pairs = wordPairsOf(`${passage.heading}. ${passage.text}`);
      this.pairsWritten.set(id, pairs);
    }
    return pairs;
  }

  /**
   * In how many passages a word pair occurs: among those the index finds with both words, the ones
   * that write them together. Counted for the pairs questions have, when first asked: counting every
   * passage's pairs when the index loads took 50-80 ms.
   */
  private passagesWriting(pair: string): number {
    let count = this.passagesWritingPair.get(pair);
    if (count === undefined) {
      const withBoth = this.search.search(pair, {fields: ['heading', 'text'], combineWith: 'AND', tokenize: (query) => query.split(' '), processTerm: (term) => term, prefix: false, fuzzy: false});
      count = withBoth.filter((result) => this.wordPairsOf(result.id as number).has(pair)).length;
      this.passagesWritingPair.set(pair, count);
    }
    return count;
  }

  /** In how many passages a term occurs (asked of the index on first use, then remembered). */
  private frequency(term: string): number {
    let count = this.documentFrequency.get(term);
    if (count === undefined) {
      count = term ? this.search.search(term, {fields: PAGE_FIELDS, tokenize: (query) => [query], processTerm: (value) => value, prefix: false, fuzzy: false}).length : 0;
      this.documentFrequency.set(term, count);
    }
    return count;
  }

  /**
   * How much a term tells passages apart (BM25's inverse document frequency). A word no passage
   * uses gets the highest value: a question that hinges on it is about something PyDocs lacks.
   */
  idf(term: string): number {
    const n = this.passages.length;
    const df = this.frequency(term);
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /**
   * How much a concept of the question matters when judging whether a passage covers it: the idf
   * of its most telling term, capped, because a rare word in a question ("largest", "difference")
   * is often just how the reader phrased it. A word no passage uses at all weighs more than the
   * cap: a question that hinges on "Kubernetes" is about something PyDocs does not cover.
   */
  conceptWeight(concept: QueryConcept): number {
    // An adverb says how the reader wants it done ("actually", "safely", "properly"), whether or not
    // a page happens to use it: it weighs like an intent word.
    if (INTENT_WORDS.has(concept.word) || this.readsAsAdverb(concept.word)) return INTENT_WEIGHT;
    const known = [...concept.terms, ...this.plainForms(concept).map((term) => ({term, weight: COMPARATIVE_BASE_WEIGHT}))].filter(({term}) => this.frequency(term) > 0);
    // A misspelling of a word the pages use ("enviroment") is that word, not something unknown.
    if (known.length === 0) {
      // A number no page uses is the reader's own value ("why 512"), not a topic.
      if (isQuantity(concept.word)) return UNKNOWN_NUMBER_WEIGHT;
      if (isJudgement(concept.word) || isSlippedStopword(concept.word)) return INTENT_WEIGHT;
      return concept.terms.some(({term}) => this.nearlyKnown(term)) ? IDF_CAP : UNKNOWN_CONCEPT_WEIGHT;
    }
    // A name the pages mention only in passing ("unlike Java, ...") is something they do not
    // cover: a question about it needs a passage that names it, like a word no page uses.
    if (this.isPassingName(concept)) return PASSING_NAME_WEIGHT;
    return Math.min(IDF_CAP, Math.max(...known.map(({term}) => this.idf(term))));
  }

  /**
   * Whether a concept names something PyDocs does not cover: a word no page uses (not a number,
   * not a misspelling of a page's word), or a name the pages mention only in passing (isPassingName).
   * A passage that lacks it cannot answer the question, however much else it matches.
   */
  isForeign(concept: QueryConcept): boolean {
    if (this.isPassingName(concept)) return true;
    // A name made with underscores that no page writes whole ("model_validator",
    // "Py_MOD_GIL_NOT_USED", "__deepcopy__") is an API the pages do not show, though they use its parts.
    if (isJoinedName(concept.word) && this.frequency(stem(concept.word)) === 0) return true;
    if (this.knows(concept) || isQuantity(concept.word) || this.readsAsAdverb(concept.word) || isJudgement(concept.word) || isSlippedStopword(concept.word)) return false;
    // A word that near misses use, and readers' questions do not, is something beyond the pages
    // ("discord", "tomlkit", "chardet"), not a slip for the page's word it is near ("discard",
    // "toolkit", "charset") nor a short form of one ("gate" for "gateway"), unless it is a frequent
    // English word ("greater" is not "greeter", "thrown" is "throw"), or it starts a word that names
    // one of the pages' sections ("postgres": "PostgreSQL and other databases"), whose topic it
    // is. (Blind: 11 near misses fewer refused than without that exception, 1 readers' question
    // fewer "not covered"; tuning: "postgres window function for a
    // running total per customer" answered from the DB-API section; "connect to postgres from
    // python" and "postgres driver for python" answered again.)
    return !concept.terms.some(({term}) => this.nearlyKnown(term) && (!this.isNearMissWord(term) || this.namesASection(term) || this.isCommonWord(concept.word)));
  }

  /**
   * Whether a word reads as an adverb (isMannerAdverb), unless no page uses it and near misses do:
   * "plotly" ends like "nicely", but near misses name Plotly and readers' questions do not. (Blind
   * near misses refused +2, nothing else moves. The same for a comparative, "typer" read as "type",
   * refused 5 unseen near misses more but lost "prettier for python", a formatter like Prettier.)
   */
  private readsAsAdverb(word: string): boolean {
    return isMannerAdverb(word) && !(this.frequency(stem(word)) === 0 && this.isNearMissWord(stem(word)));
  }

  /** Whether a term starts a word of a heading or page title ("postgres": "PostgreSQL and other databases"). */
  private namesASection(term: string): boolean {
    return this.correctionsOf(term).some((known) => known.startsWith(term) && this.headingTerms.has(known));
  }

  /**
   * Whether near misses use a term and the readers' questions the pages answer do not, or far
   * less (nearMissOdds at least NEAR_MISS_WORD_ODDS): the name of a product, tool or language
   * that readers bring and the pages do not teach ("tox", "slack", "telegram", "discord").
   */
  isNearMissWord(term: string): boolean {
    return (this.nearMissOddsOf(term) ?? 0) >= NEAR_MISS_WORD_ODDS;
  }

  /**
   * Whether the concept is a name (ChatIndexData.names) that the pages mention only in passing:
   * in a few passages, or in more but never in a heading, page title, keyword or description
   * (pages compare Python with Rust and Java, and have no section about either). Exception names
   * are Python's own, read by the traceback reader, not outside products.
   */
  isPassingName(concept: QueryConcept): boolean {
    const term = stem(concept.word);
    if (!this.names.has(term)) return false;
    if (this.frequency(term) <= PASSING_MENTIONS) return true;
    return !this.headingTerms.has(term) && !/(error|exception|warning)$/.test(term);
  }

  /**
   * How much more often a term occurs in near misses (questions a section draws that no page
   * answers) than in the readers' questions the sections answer, as the log of the ratio of its
   * shares in each (naive Bayes, add-one smoothed): "shortcut" and "docker" are well above zero,
   * "occurrences" (a readers' word for counting) below. A term in neither set gets the smoothed
   * value of an unseen one. Null when the index has no near misses.
   */
  nearMissOdds(term: string): number | null {
    return this.nearMissOddsOf(term);
  }

  /** Whether a word no page uses is among the most frequent English words (plugins/chat-index/commonWords.ts). */
  isCommonWord(word: string): boolean {
    return this.commonWords.has(word);
  }

  private importedModules: ReadonlySet<string> | null = null;

  /**
   * Whether the pages' code imports a module by this name or alias ("numpy", "np", "logging" of
   * "logging.config"; `import io, re`; `>>> import sys`), in any case, other than a package a page
   * builds itself. Rarely asked: built on first use.
   */
  importsModule(name: string): boolean {
    if (!this.importedModules) {
      // A package a page builds itself (it writes "shop/cart.py") is the example's own, as likely a
      // reader's name for something of theirs. (A module file is not: pages write "random.py" to
      // warn against shadowing the standard library's.) One pass over the text: this is asked
      // while a reader waits for an answer.
      const builtPackages = new Set<string>();
      for (const passage of this.passages) {
        for (const [, module] of `${passage.text}\n${passage.code.join('\n')}`.toLowerCase().matchAll(PACKAGE_FILE)) builtPackages.add(module);
      }
      this.importedModules = new Set(this.passages.flatMap((passage) => passage.code.flatMap(modulesImportedBy)).filter((module) => !builtPackages.has(module)));
    }
    return this.importedModules.has(name.toLowerCase());
  }

  private allText: string | null = null;

  /** Whether some passage's prose or code has `text` as it is, in any case. Rarely asked: built on first use. */
  writes(text: string): boolean {
    return this.lowerCaseText().includes(text.toLowerCase());
  }

  /** Every passage's prose and code, lower-cased, for writes and writesPhrase. */
  private lowerCaseText(): string {
    this.allText ??= this.passages.map((passage) => `${passage.text}\n${passage.code.join('\n')}`).join('\n').toLowerCase();
    return this.allText;
  }

  /** Whether no page uses a word, nor a word it is a slip for, and it is no everyday English word ("setenv"; not "apend", "whats"). */
  isUnknownWord(word: string): boolean {
    const term = stem(word);
    return this.frequency(term) === 0 && !this.nearlyKnown(term) && !this.isCommonWord(word);
  }

  /** Whether the pages write a word as a product's name (ChatIndexData.names): "Flask", "Django", "Git". */
  isProductName(word: string): boolean {
    return this.names.has(stem(word.toLowerCase()));
  }

  private codeNames: ReadonlySet<string> | null = null;

  /**
   * Whether some passage's code uses `name` as a name, as it is written ("Mapping" in `from
   * collections.abc import Mapping`; not "mapping" in a comment). Rarely asked: built on first use.
   */
  usesInCode(name: string): boolean {
    this.codeNames ??= new Set(this.passages.flatMap((passage) => passage.code.flatMap((code) => code.match(/[A-Za-z_]\w*/g) ?? [])));
    return this.codeNames.has(name);
  }

  /** Whether some passage writes the words side by side, in any case, code marks around them allowed ("the `py` launcher" writes "py launcher"). */
  writesPhrase(words: readonly string[]): boolean {
    const escaped = words.map((word) => word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(String.raw`\b${escaped.join(String.raw`[\x60'"*]*\s+[\x60'"*]*`)}\b`).test(this.lowerCaseText());
  }

  /** Which page a passage votes for: its page, but each code example stands alone. */
  private voteKey(id: number): string {
    const passage = this.passages[id];
    return passage.kind === 'example' ? passage.url : `${passage.pageUrl} ${passage.pageTitle}`;
  }

  /** The passages of one page, in page order (empty for a route the index does not hold). */
  passagesOf(pageUrl: string): Passage[] {
    return this.passages.filter((passage) => passage.pageUrl === pageUrl);
  }

  /** The title of the page at `pageUrl`, or null when the index does not hold it. */
  pageTitle(pageUrl: string): string | null {
    return this.passages.find((passage) => passage.pageUrl === pageUrl)?.pageTitle ?? null;
  }

  private readonly corrections = new Map<string, readonly string[]>();

  /**
   * The page words a term that no page uses is a misspelling of: one edit away, in a long word, with
   * the same first letter and ending ("enviroment" → environment). A different first letter
   * ("goroutine") or ending ("serializer") makes another word, not a slip of the keyboard.
   */
  private correctionsOf(term: string): readonly string[] {
    let found = this.corrections.get(term);
    if (found === undefined) {
      const slipOf = (known: string) => known !== term && known[0] === term[0] && known.slice(-2) === term.slice(-2);
      found =
        term.length < MISSPELLING_MIN_LENGTH || this.frequency(term) > 0
          ? []
          : [...new Set(this.search.search(term, {fields: PAGE_FIELDS, tokenize: (query) => [query], processTerm: (value) => value, prefix: false, fuzzy: 1}).flatMap((result) => result.terms.filter(slipOf)))];
      // A reader's abbreviation of a page's word ("chars" for characters, "config" for
      // configuration) is that word: a word no page uses that begins one the pages use.
      if (found.length === 0 && term.length >= ABBREVIATION_MIN_LENGTH && this.frequency(term) === 0) {
        found = [...new Set(this.search.search(term, {fields: PAGE_FIELDS, tokenize: (query) => [query], processTerm: (value) => value, prefix: true, fuzzy: false}).flatMap((result) => result.terms.filter((known) => known !== term && known.startsWith(term) && this.frequency(known) >= ABBREVIATION_MIN_PASSAGES)))];
      }
      // A reader's irregular past tense of a verb the pages use ("overrode": "override").
      const base = IRREGULAR_PAST[term];
      if (found.length === 0 && base && this.frequency(term) === 0 && this.frequency(stem(base)) > 0) found = [stem(base)];
      // A reader's adjective in -able of a verb the pages use ("serializable": the pages say
      // "serialise") is about that verb.
      if (found.length === 0 && this.frequency(term) === 0) {
        const verb = /^([a-z]{4,})[ai]bl$/.exec(term)?.[1];
        const known = verb ? [stem(`${verb}e`), stem(verb)].filter((candidate) => this.frequency(candidate) > 0) : [];
        if (known.length > 0) found = [...new Set(known)];
      }
      this.corrections.set(term, found);
    }
    return found;
  }

  private nearlyKnown(term: string): boolean {
    return this.correctionsOf(term).length > 0;
  }

  /** Whether any passage uses any term of the concept, or the plain form of its comparative. */
  knows(concept: QueryConcept): boolean {
    return concept.terms.some(({term}) => this.frequency(term) > 0) || this.plainForms(concept).length > 0;
  }

  /**
   * A word the reader writes as one that a heading writes as two ("classmethod" for "Class methods
   * and static methods", "namedtuple", "contextmanager"): the concept also searches the heading's
   * two words, so the section named for it is found, lower than the reader's own word.
   */
  withHeadingParts(concept: QueryConcept): QueryConcept {
    const parts = this.headingPairs.get(stem(concept.word));
    if (!parts) return concept;
    const present = new Set(concept.terms.map(({term}) => term));
    const top = Math.max(...concept.terms.map(({weight}) => weight));
    const added = parts.filter((term) => !present.has(term));
    return added.length === 0 ? concept : {...concept, terms: [...concept.terms, ...added.map((term) => ({term, weight: top * HEADING_PART_WEIGHT}))]};
  }

  /**
   * The concept with the plain forms of its comparative: pages say a tool is "fast", readers ask
   * why it is "faster" (and, for a participle no page uses, "unmatched", the one it negates: plainForms).
   * Applied to the question before it is searched, so that coverage gives a passage that says
   * "fast" the credit a synonym gets.
   */
  withPlainForms(concept: QueryConcept): QueryConcept {
    const bases = this.plainForms(concept);
    if (bases.length === 0) return concept;
    const top = Math.max(...concept.terms.map(({weight}) => weight));
    return {...concept, terms: [...concept.terms, ...bases.map((term) => ({term, weight: top * COMPARATIVE_BASE_WEIGHT}))]};
  }

  /** The stems of the plain forms of a concept's word (comparativeBases, or the participle an unknown "un-" participle negates) that the pages use and the concept lacks. */
  private plainForms(concept: QueryConcept): string[] {
    const present = new Set(concept.terms.map(({term}) => term));
    // A participle no page uses that negates one they do ("unmatched rows", "an unclosed file") is
    // the state the pages describe as "rows that do not match". (Tuning: "not covered" 6 → 5,
    // nothing else moves.) Participles only: "unsafe", "unload" and "nonblocking" name something
    // else than the word they are built on, and read as it they drew wrong answers.
    const negated = /^un([a-z]{3,}ed)$/.exec(concept.word);
    const unprefixed = negated && !concept.terms.some(({term}) => this.frequency(term) > 0) ? [negated[1]] : [];
    return [...comparativeBases(concept.word), ...unprefixed]
      .map((base) => stem(base))
      .filter((base, at, all) => base.length >= COMPARATIVE_BASE_MIN_LENGTH && !present.has(base) && all.indexOf(base) === at && this.frequency(base) > 0);
  }

  /**
   * Synonyms bridge a reader's word to the pages' word. When the pages already use the reader's
   * own word, the bridge is not needed and mostly pulls in other senses ("extend" a list is not
   * "extend" a class), so its synonyms count for less.
   */
  private withSynonymsAsNeeded(concept: QueryConcept): QueryConcept {
    // A misspelt word is searched as the word the pages use, at the reader's weight, with the
    // synonyms that word has: "dictonary" reads as "dictionary" would, "dict" included.
    const corrected = concept.terms.flatMap(({term, weight}) =>
      this.correctionsOf(term).flatMap((correction) => [
        {term: correction, weight},
        ...flattenConcepts(questionConcepts(correction, weight)).filter((synonym) => synonym.term !== correction),
      ]),
    );
    if (corrected.length > 0) concept = {...concept, terms: [...concept.terms, ...corrected]};
    const top = Math.max(...concept.terms.map(({weight}) => weight));
    const own = concept.terms.filter(({weight}) => weight === top);
    if (own.length === concept.terms.length || !own.some(({term}) => this.frequency(term) >= SYNONYMS_NEEDED_BELOW)) return concept;
    return {...concept, terms: concept.terms.map((term) => (term.weight === top ? term : {...term, weight: term.weight * KNOWN_WORD_SYNONYM_SHARE}))};
  }

  /** Each passage's heading, prose and code as quoting compares them (squash); made on the first question that quotes code. */
  private squashed: readonly string[] | null = null;

  /**
   * The passages that quote a piece of code the question quotes (`x or "default"`, copy.replace,
   * Decimal("0.1")) as it is written, give or take spaces, case and quote marks. Only a piece
   * that few passages quote tells them apart: common code ("print()") is left out.
   */
  quoting(question: string): Set<number> {
    const found = new Set<number>();
    const pieces = new Set(
      (question.match(CODE_PIECE) ?? []).map((piece) => squash(piece.replace(/^`|`$/g, ''))).filter((piece) => piece.length >= MIN_CODE_PIECE && !FILE_NAME.test(piece)),
    );
    if (pieces.size === 0) return found;
    this.squashed ??= this.passages.map((passage) => squash(`${passage.heading}\n${passage.text}\n${passage.code.join('\n')}`));
    for (const piece of pieces) {
      const ids = this.squashed.flatMap((text, id) => (quotes(text, piece) ? [id] : []));
      if (ids.length <= FEW_QUOTE) for (const id of ids) found.add(id);
    }
    return found;
  }

  /**
   * Best passages for the concepts of a question, best first; those of `page` first if given.
   * `quoted` (quoting) raises the passages that quote the question's code.
   */
  query(
    concepts: readonly QueryConcept[],
    limit = 8,
    page: string | null = null,
    ownConcepts: readonly QueryConcept[] = concepts,
    quoted: ReadonlySet<number> = new Set(),
  ): RetrievedPassage[] {
    const terms = flattenConcepts(concepts.map((concept) => this.withSynonymsAsNeeded(concept)));
    const ownTerms = new Set(ownConcepts.flatMap((concept) => concept.terms.map(({term}) => term)));
    if (terms.length === 0) return [];
    const weights = new Map(terms.map(({term, weight}) => [term, weight]));
    const results: SearchResult[] = this.search.search(terms.map(({term}) => term).join(' '), {
      // The terms are already tokenized and stemmed: search them as they are.
      tokenize: (query) => query.split(' '),
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      boostTerm: (term) => weights.get(term) ?? 1,
      boostDocument: (id) => {
        const passage = this.passages[id as number];
        return KIND_BOOST[passage.kind] * (page !== null && passage.pageUrl === page ? PAGE_BOOST : 1) * (quoted.has(id as number) ? QUOTE_BOOST : 1);
      },
      prefix: (term) => term.length >= PREFIX_FROM,
      fuzzy: (term) => (term.length >= FUZZY_FROM ? 1 : false),
      weights: {prefix: 0.25, fuzzy: 0.2},
    });
    // Context (an earlier question, the reader's own names on a failing line) only reorders the
    // passages that match the question itself: a passage that matches nothing but context is
    // about the reader's program, not their question.
    const onTopic = results.map((result) => (result.queryTerms.some((term) => ownTerms.has(term)) ? result : {...result, score: result.score * CONTEXT_ONLY_SHARE}));
    return withPageVotes(onTopic.sort((a, b) => b.score - a.score), (id) => this.voteKey(id)).slice(0, limit).map(({result, score}) => {
      const match = result.match as Record<string, string[]>;
      // A term found only among the readers' questions (reader-questions.json) helped find the
      // section, but the section does not say it: it is not a word the section speaks to. `match`
      // is keyed by the passage's words, which a query term reaches as it is, as their beginning
      // or one edit away ("indent" says "indentation").
      const pageSays = (found: string) => match[found]?.some((field) => field !== 'asks') ?? false;
      const reaches = (term: string, found: string) => found === term || (term.length >= PREFIX_FROM && found.startsWith(term)) || (term.length >= FUZZY_FROM && oneEditApart(found, term));
      const onlyAsked = (term: string) => !Object.keys(match).some((found) => reaches(term, found) && pageSays(found));
      return {
        ...this.passages[result.id as number],
        score,
        matchScore: result.score,
        matchedTerms: new Set(result.queryTerms.filter((term) => !onlyAsked(term))),
        exactMatches: new Set(result.queryTerms.filter(pageSays)),
        headingMatches: new Set(
          Object.entries(match)
            .filter(([, fields]) => fields.includes('heading') || fields.includes('title'))
            .map(([term]) => term),
        ),
      };
    });
  }
}
