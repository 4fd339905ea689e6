/**
 * Turns retrieved passages into the docs assistant's answer: a short direct answer made of the
 * passage's own best sentences, the most relevant example code, and links to the exact headings.
 * Every word of it comes from PyDocs; when the passages do not cover the question it says so.
 */
import type {Citation} from '../providers/AnswerProvider';
import {INTENT_WEIGHT, type RetrievedPassage} from './searchIndex';
import {describeError, type ErrorReading} from './traceback';
import {asksToBeExplainedSimply, isJoinedName, stem, termsOf, tokenize, type QueryConcept} from './vocabulary';

export type ComposedAnswer = Readonly<{markdown: string; citations: readonly Citation[]; covered: boolean}>;

/**
 * A passage must match at least this share of the question's own concepts, each concept weighted
 * by how telling it is (idf): missing "add" or "use" costs little, missing "sourdough" a lot...
 */
export const MIN_COVERAGE = 0.5;
/**
 * A question of this many concepts or more describes the reader's situation ("my teammate says
 * names like myTotalPrice aren't pythonic, what's the naming convention"): its topic is a part of
 * it, and a passage that answers covers that part, not half of every word. Such a question is
 * covered from this share. (Tuning half of 795 covered and 133 uncovered questions, after a blind
 * batch written the way people type into a chat box: "not covered" for 32 covered questions, 30 of
 * them with 6 to 13 concepts, while 111 of the 133 uncovered questions have 5 or fewer. From 6
 * concepts at 0.4 / 0.35 / 0.3: "not covered" 19 / 17 / 16, refused 93.2 / 93.2 / 91.7%; from 7 or
 * 8 at 0.35: 18. 6 and 0.35 keep every refusal.)
 */
export const LONG_QUESTION_CONCEPTS = 6;
export const LONG_QUESTION_MIN_COVERAGE = 0.35;
/**
 * A question of this many concepts or more tells a whole story ("I built Python 3.14 from source
 * on Debian and … import ssl fails and sqlite3 is missing"): one word in it that no page uses
 * (their distribution, their Mac's chip, "dataset") is part of the story, not its topic, when a
 * passage covers this share of the rest. (Tuning half, 1,190 covered and 220 uncovered questions,
 * from the fifth batch's misses: "not covered" 10 → 6 with no refusal lost, at 10 concepts and
 * 0.5; at 8 concepts and 0.5 or 0.6, one or two uncovered questions more answered. Only 2 of the
 * 220 uncovered questions have 10 concepts or more, so long near-misses are little tested.)
 */
const STORY_CONCEPTS = 10;
const STORY_MIN_COVERAGE = 0.5;
/** ...and score at least this much (BM25+, boosted) to count as an answer. */
export const MIN_SCORE = 6;
export const MAX_CITATIONS = 3;
/** Passages scoring below this share of the best one are not worth citing. */
const CITATION_SCORE_SHARE = 0.4;
const MAX_ANSWER_CHARS = 650;
const MAX_LIST_ITEMS = 6;
const MAX_SENTENCES = 3;
/**
 * The longest code an answer quotes: the chat index keeps blocks up to 30 lines, and up to 45 for a
 * section that has no shorter one (plugins/chat-index MAX_ONLY_CODE_LINES); a code example's whole
 * program is kept at any length, and one longer than this is linked, not quoted.
 */
export const MAX_QUOTED_CODE_LINES = 45;

export const NOT_COVERED_MESSAGE =
  "I couldn't find this in the PyDocs pages, so I won't guess. I answer only from PyDocs' documentation, " +
  'tutorials, code examples and FAQ. Try naming the Python feature you are asking about, or browse ' +
  '[the documentation](/docs) and [the FAQ](/faq).';

/**
 * The longest site search a "not covered" answer links to, in characters. Pagefind ranks pages by
 * the words they share with the query, so a long one still finds pages; past a long sentence the
 * words are a story's, and the address grows for nothing.
 */
const SEARCH_QUERY_LENGTH = 120;

/**
 * What to search the site for when the assistant cannot answer: of a pasted traceback, its error
 * ("KeyError: 'id'"), since the frames are the reader's files; otherwise the question's lines
 * joined, without Markdown code fences, cut at a word to SEARCH_QUERY_LENGTH characters (counted as
 * characters, so an emoji is never cut in half).
 */
export function siteSearchQuery(question: string, error?: ErrorReading | null): string {
  if (error?.pasted) return `${error.exception}${error.message ? `: ${error.message}` : ''}`;
  const lines = question.split('\n').map((line) => line.trim()).filter((line) => line.length > 0 && !line.startsWith('```'));
  const characters = Array.from(lines.join(' ').replace(/\s+/g, ' '));
  if (characters.length <= SEARCH_QUERY_LENGTH) return characters.join('');
  const cut = characters.slice(0, SEARCH_QUERY_LENGTH).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trim();
}

/**
 * The "not covered" answer, with a link to the site search for the reader's words: the search
 * matches words wherever they are, so it can find a page the assistant would not answer from
 * ("my teammate says names like myTotalPrice aren't pythonic" finds the naming conventions). The
 * address is the search page's (src/features/search/query.ts, resultsPageUrl), written here: the
 * chat's retrieval runs in Node for the bench, without the search feature's React components.
 */
export function notCoveredMessage(question?: string, error?: ErrorReading | null): string {
  const query = question === undefined ? '' : siteSearchQuery(question, error);
  if (query === '') return NOT_COVERED_MESSAGE;
  // Brackets end a Markdown link's address: encodeURIComponent leaves them as they are.
  const href = `/search?q=${encodeURIComponent(query).replace(/\(/g, '%28').replace(/\)/g, '%29')}`;
  return `${NOT_COVERED_MESSAGE} You can also [search the site for your words](${href}): a search shows every page that uses them.`;
}

export function citationTitle(passage: Pick<RetrievedPassage, 'pageTitle' | 'heading'>): string {
  return passage.heading ? `${passage.pageTitle} › ${passage.heading}` : passage.pageTitle;
}

/** How much each concept of the question matters (PassageIndex.conceptWeight). */
export type ConceptWeight = (concept: QueryConcept) => number;

export type QuestionContext = Readonly<{
  /** The question's own concepts: coverage is judged on these. */
  ownConcepts: readonly QueryConcept[];
  /** Own plus those taken from earlier questions: sentences and code are chosen with these. */
  allConcepts: readonly QueryConcept[];
  conceptWeight: ConceptWeight;
  /** The earlier question this one was read as a follow-up to. */
  followUpOf?: string | null;
  /** The exception the reader pasted or named. */
  error?: ErrorReading | null;
  /** The reader's question as typed: a "not covered" answer links a site search for it. */
  question?: string;
  /**
   * Whether a concept is one the answer must speak to: a passage that lacks it does not answer
   * the question however much else it matches (PassageIndex.isPassingName). Asked of a passage,
   * for that passage: the reader's setting is excused in one that matches the rest of the question.
   */
  required?: (concept: QueryConcept, passage?: RetrievedPassage) => boolean;
  /**
   * The least match score (BM25+, boosted) the best passage needs for an answer; MIN_SCORE unless
   * the reader points at the page they are reading, where askDocs checks the prose instead.
   */
  minScore?: number;
  /**
   * Whether the question goes beyond what a passage answers, judged by the words it does not match
   * (askDocs.ts, asksBeyond): a passage that covers the question's words otherwise cannot lead.
   */
  beyond?: (passage: RetrievedPassage) => boolean;
  /**
   * The plan of the tutorial a passage opens (askDocs.ts, tutorialPlan), or null: an answer from a
   * tutorial's opening lists its steps, so a reader who asked for the whole project sees the plan.
   */
  planOf?: (passage: RetrievedPassage) => TutorialPlan | null;
}>;

/** A tutorial's steps (headings without "Step N:") and its complete program, each with where it is. */
export type TutorialPlan = Readonly<{steps: ReadonlyArray<Readonly<{title: string; url: string}>>; whole: Readonly<{title: string; url: string}> | null}>;

/** A tutorial's plan as an answer shows it: a numbered list of links, then where the whole program is. */
export function planMarkdown({steps, whole}: TutorialPlan): string {
  const list = steps.map((step, at) => `${at + 1}. [${linkText(step.title)}](${step.url})`).join('\n');
  return whole ? `${list}\n\n[${linkText(whole.title)}](${whole.url}) puts the steps together.` : list;
}

/** Weighted share of the concepts that a passage matched through at least one of their terms. */
export function coverageOf(passage: RetrievedPassage, concepts: readonly QueryConcept[], conceptWeight: ConceptWeight): number {
  let total = 0;
  let matched = 0;
  for (const concept of concepts) {
    const weight = conceptWeight(concept);
    total += weight;
    // A passage that has only a synonym of the reader's word ("csv" for "excel") is less surely
    // about it than one that has the word itself: it gets the synonym's share of the credit.
    const own = Math.max(...concept.terms.map((term) => term.weight));
    const credit = Math.max(0, ...concept.terms.filter(({term}) => passage.matchedTerms.has(term)).map((term) => term.weight / own));
    matched += weight * Math.min(1, credit);
  }
  return total === 0 ? 0 : matched / total;
}

/**
 * The reader's own word's terms, without its synonyms. A word PyDocs does not cover ("Excel") has
 * to be in the passage itself (RetrievedPassage.exactMatches): a synonym standing in for it
 * ("csv"), or a longer word it begins ("crypto" in "cryptographically"), shows that the passage
 * is about something near it, not that it speaks of it.
 */
function ownTerms(concept: QueryConcept): string[] {
  // A name made with underscores is its whole self: "model" and "validator" are not model_validator,
  // and "init" is not __init__.
  if (isJoinedName(concept.word)) return [stem(concept.word)];
  const top = Math.max(...concept.terms.map(({weight}) => weight));
  return concept.terms.filter(({weight}) => weight === top).map(({term}) => term);
}

/** Whether a passage has, as they are, all the words the question requires (QuestionContext.required). */
export function hasRequired(passage: RetrievedPassage, context: Pick<QuestionContext, 'ownConcepts' | 'required'>): boolean {
  const {required} = context;
  return !required || !context.ownConcepts.some((concept) => required(concept, passage) && !ownTerms(concept).some((term) => passage.exactMatches.has(term)));
}

/**
 * Whether a passage matches the question in more than its foreign words (QuestionContext.required):
 * a passage that matches only "JavaScript" in "javascript promise all" mentions the other language
 * in passing and says nothing of what was asked. Words that weigh no more than an intent word do
 * not count either way (the wording of "meaning of LBYL", an adverb, a name from the reader's code).
 * A question with nothing else is exempt: refusing "what is javascript" that way would also refuse
 * "what is CPython" and "meaning of LBYL", names the pages use in few passages but explain.
 */
function speaksBeyondForeignWords(passage: RetrievedPassage, {ownConcepts, required, conceptWeight}: Pick<QuestionContext, 'ownConcepts' | 'required' | 'conceptWeight'>): boolean {
  if (!required) return true;
  // Words that only say what kind of answer is wanted ("meaning of LBYL") do not count.
  const others = ownConcepts.filter((concept) => !required(concept) && conceptWeight(concept) > INTENT_WEIGHT);
  return others.length === 0 || others.some((concept) => concept.terms.some(({term}) => passage.matchedTerms.has(term)));
}

/**
 * The passage to answer from: the first of the top passages that covers the question. They come
 * ranked by score, coverage and heading already (askDocs.ts, retrieve): choosing again here by
 * score × coverage² led with another passage than the first for 26 of the 501 tuning questions,
 * and the first cited page answered 86.8% of them where the first ranked one answered 88.6%.
 * Null when none covers the question.
 *
 * A logistic regression fitted on the tuning set (bench/fit-coverage.mjs) decided "covered" no
 * better than these rules under nested cross-validation, so the rules stay (PERFORMANCE.md).
 */
export function leadPassage(passages: readonly RetrievedPassage[], context: QuestionContext): RetrievedPassage | null {
  const [best] = passages;
  if (!best || Math.max(...passages.map((passage) => passage.matchScore)) < (context.minScore ?? MIN_SCORE)) return null;
  const minCoverage = context.ownConcepts.length >= LONG_QUESTION_CONCEPTS ? LONG_QUESTION_MIN_COVERAGE : MIN_COVERAGE;
  const story = context.ownConcepts.length >= STORY_CONCEPTS;
  const covers = (passage: RetrievedPassage) => {
    const coverage = coverageOf(passage, context.ownConcepts, context.conceptWeight);
    return (
      coverage >= minCoverage &&
      (hasRequired(passage, context) || (story && coverage >= STORY_MIN_COVERAGE)) &&
      speaksBeyondForeignWords(passage, context) &&
      !context.beyond?.(passage)
    );
  };
  return passages.slice(0, MAX_CITATIONS).find(covers) ?? null;
}

export type Sentence = Readonly<{
  text: string;
  listItem: boolean;
  /** Opens a paragraph with a bold lead ("**Swallowing `CancelledError`.** …"): one item of a list written as paragraphs. */
  itemLead: boolean;
}>;

/** Sentences of a passage's prose, in order. A list item is one sentence, marked as such. */
export function sentencesOf(text: string): Sentence[] {
  return text.split('\n').flatMap((line): Sentence[] => {
    if (/^(-|\d+\.) /.test(line)) return [{text: line, listItem: true, itemLead: false}];
    return line
      .split(/(?<=[.!?])\s+(?=[A-Z`*"([])/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.length > 0)
      .map((sentence, index) => ({text: sentence, listItem: false, itemLead: index === 0 && sentence.startsWith('**')}));
  });
}

function termWeights(concepts: readonly QueryConcept[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const concept of concepts) for (const {term, weight} of concept.terms) weights.set(term, Math.max(weights.get(term) ?? 0, weight));
  return weights;
}

/**
 * A query term that a sentence writes as code (`type()`, **`self`**, `key in d`) names the thing
 * asked about, where the same word in prose often passes by it: the sentence with the API is the
 * answer to "how do I …" and to an error. It counts this much more. Not for a question that asks
 * for an explanation (ASKS_FOR_AN_EXPLANATION): "what is the GIL" is answered by the section's
 * opening, not by the sentence that writes `GIL` in a build flag. (Tuning half, two blind judges
 * comparing each answer the bonus changed with the one before: for every question, 63 changed,
 * 22 better, 15 worse, most of the 15 "what is", "why" and "X vs Y" questions; without those, 45
 * changed, 20 better, 6 worse, 19 the same.)
 */
const CODE_NAMED_TERM_BONUS = 0.5;
/**
 * A question that asks what something is or does, why, how it works, which of two to choose, or
 * how two differ ("What’s the GIL?" with a typographic apostrophe too; "which python version do I
 * have" asks how, not which).
 */
const ASKS_FOR_AN_EXPLANATION =
  /^\s*(?:what['’]?s|whats|what (?:is|are)|define|meaning of|explain)\b|^\s*what (?:does|do)\b.*\b(?:do|mean)\b|\bhow does\b.*\bwork\b|\b(?:why|vs\.?|versus|difference between)\b|\bwhich (?:one|is better|should)\b|\bwhich\b[^?]*\bor\b/i;

/**
 * The weights of the reader's own words (`with` written as code does not name "context manager"),
 * each as its concept matters relative to the question's average concept: `python -m mypy` in a
 * sentence does not answer "which type checker for python".
 */
function codeNamedWeights(concepts: readonly QueryConcept[], conceptWeight?: ConceptWeight): Map<string, number> {
  const importance = concepts.map((concept) => conceptWeight?.(concept) ?? 1);
  const mean = importance.reduce((sum, weight) => sum + weight, 0) / Math.max(1, importance.length) || 1;
  const weights = new Map<string, number>();
  concepts.forEach((concept, at) => {
    const own = Math.max(...concept.terms.map(({weight}) => weight));
    for (const {term, weight} of concept.terms) if (weight === own) weights.set(term, Math.max(weights.get(term) ?? 0, importance[at] / mean));
  });
  return weights;
}

/**
 * A pasted error's message as a page would write it: without the reader's own values ("could not
 * convert string to float" of "…: 'twenty'", "too many values to unpack" of "… (expected 2)").
 * Error sections list messages one per paragraph ("**expected ':'.** `if` … lines end with a
 * colon"), and the paragraph that opens with the reader's message is the answer: it counts this
 * much more than the words it shares with the question. (A sentence that only quotes the message
 * further on, "With the number first the message reads …", is no such paragraph.)
 */
const ERROR_MESSAGE_BONUS = 2;
/** A message with the reader's own values blanked: quoted text as '', numbers as 0, lower case. */
function withValuesBlanked(text: string): string {
  return text
    .toLowerCase()
    .replace(/'[^']*'|"[^"]*"/g, "''")
    .replace(/\d+/g, '0')
    .replace(/\s+/g, ' ')
    .trim();
}
/**
 * Whether a sentence opens with the message `stem`, past bold or code marks and an exception name
 * the page writes first ("**TabError: inconsistent use …**"), in any of the messages a bold lead
 * names ("**too many values to unpack / not enough values to unpack.**"), and as a whole message:
 * followed by the lead's end, not by more words.
 */
function opensWith(sentence: string, stem: string): boolean {
  const lead = sentence.replace(/^[*`"“\s]+/, '').replace(/^(?:\w+\.)*[A-Z]\w*(?:Error|Exception|Warning|Group):\s*/, '');
  const bold = sentence.trimStart().startsWith('**') ? /^([^*]*)\*\*/.exec(lead)?.[1] : undefined;
  return (bold ?? lead).split(' / ').some((part) => {
    const message = withValuesBlanked(part);
    return message.startsWith(stem) && (bold === undefined || /^[.:]?$/.test(message.slice(stem.length).trim()));
  });
}
function errorMessageStem(message: string): string {
  // Python writes ": " before a value ("… to float: 'warm'"), so a colon inside quotes ("expected ':'") stays.
  const bare = message.replace(/^\[errno \d+\]\s*/i, '').replace(/(?::\s+['"(<[{].*|\s+\(.*|:\s+\S*\d.*)$/, '');
  const stem = withValuesBlanked(bare);
  return stem.length >= 8 ? stem : '';
}

/**
 * The inline code spans of a piece of prose, joined. Sentences are split inside code now and then
 * ("`NameError: … defined.` / `Did you forget…?`"): with an odd number of backticks the spans would
 * pair the wrong way round and count prose as code, so such a text has none.
 */
function inlineCode(text: string): string {
  if ((text.match(/`/g) ?? []).length % 2 === 1) return '';
  return (text.match(/`[^`]+`/g) ?? []).join(' ');
}

/**
 * Error sections give the cure in a paragraph of its own ("Fix: use `d.get(key)` …"). A reader who
 * asks how to do something ("get a value from a dict without crashing if the key is missing"), or
 * who pasted the error, wants that paragraph as well as the section's account of the error, which
 * opens the section and so has a head start: a window that goes on from the account to the fix
 * counts this much more (one that opens on "Fix:" gets nothing, as it reads without its error).
 * (Tuning half, every answer each step changed read: first for questions that neither name an
 * error nor ask why, 9 changed, 5 better, 1 worse; then, with longer windows, for every question, 8
 * more, 6 better, 1 worse: pasted `TypeError`s gain their fix.)
 */
const FIX_LEAD = /^(?:\*\*)?(?:fix:|the fix\b)/i;
const FIX_BONUS = 1;

/**
 * A reader who asks when to use something, or which of two to use ("when to use is instead of ==",
 * "list or tuple, which should i use"), wants the page's advice: the sentence that says "Use `is`
 * for …", "Prefer …", "reach for …", which often follows the section's definitions.
 */
const ASKS_WHEN_TO_USE =
  /\b(?:when|whether) (?:to|should|would|do you|is it (?:better|best) to)\b[^?]*\b(?:use|prefer|choose|pick)\b|\bshould (?:i|you|we) (?:ever )?(?:use|prefer|choose|pick)\b|\bwhich (?:one )?should\b/i;
/** Advice, not any instruction ("… use `field(default_factory=list)`" describes how, not when). */
const ADVICE = /^(?:\*\*)?(?:use|prefer|choose|reach for|pick)\b|\b(?:prefer|reach for)\b|\buse\b[^.;]*\b(?:when|whenever|instead of|rather than|unless)\b/i;
/** (Tuning half: at 0.75 nothing changed, the section's opening having a head start as large; at 1.5 two answers changed, both read as better.) */
const ADVICE_BONUS = 1.5;

/**
 * Pages set a term in bold where they define it ("is called **`self`**", "is **chaining**", "a
 * **shallow copy** … creates"): a window that defines a word of the question says what it is,
 * where one that only uses the word ("the `class` keyword") passes by it. Its terms count this much
 * more. (Tuning half, every answer it changed read one by one: 17 changed, about 9 better, 3
 * worse; at 1, 25 changed, with more of the section's tables displaced by its bold opening.)
 */
const DEFINED_TERM_BONUS = 0.5;
/**
 * The terms a piece of prose defines: its short bold spans, less the bold leads of a list written as
 * paragraphs, which end in a full stop or colon ("**Circular imports.**", "**expected ':'.**").
 */
function definedTerms(text: string): string {
  return (text.match(/\*\*[^*\n]+\*\*/g) ?? []).filter((span) => span.split(' ').length <= 4 && !/[.:]\*\*$/.test(span)).join(' ');
}

/** How well a piece of text speaks to the question: weight of the distinct query terms it contains. */
function relevance(text: string, weights: ReadonlyMap<string, number>): number {
  const seen = new Set<string>();
  for (const word of tokenize(text)) for (const term of termsOf(word)) if (weights.has(term)) seen.add(term);
  let total = 0;
  for (const term of seen) total += weights.get(term) ?? 0;
  return total;
}

/** The share of the question's concepts a list item must speak to, to be quoted alone. */
const LIST_ITEM_MIN_SHARE = 0.5;

/** The share of the concepts some text speaks to, by any of their terms. */
function conceptShare(text: string, concepts: readonly QueryConcept[]): number {
  if (concepts.length === 0) return 0;
  const terms = new Set(tokenize(text).flatMap((word) => termsOf(word)));
  return concepts.filter((concept) => concept.terms.some(({term}) => terms.has(term))).length / concepts.length;
}

/**
 * Openings that lean on a sentence before them: a poor place for an answer to start. Either the
 * first word does ("So", "This", "It") or one of the next few points back ("A consequence of this
 * rule", "You can control this with", "Modelling those with"); such a later word does not count in
 * the page's own frame ("In this tutorial") or inside a quotation ("`==` asks "do these two
 * objects…""). A sentence that points at a line of the code before it ("Notice the last line.",
 * "The last line shows …") leans on that code: "make my object usable as a dict key" opened with
 * "Notice the last line.". So does one that cannot "tell the difference" without saying between
 * what (one sentence of the pages today, under floor division).
 */
const LEANS_ON_CONTEXT =
  /^(so|but|and|or|then|this|that|these|those|it|its|they|their|here|also|however|instead|otherwise|both|the same)\b|^(?:[^\s"“]+\s+){1,3}(?:this|these|those)\b(?!\s+(?:tutorial|page|section|chapter|example)\b)|^(?:\w+\s+){0,2}the (?:first|second|third|last|next) lines?\b|\b(?:tell|see|notice) the difference\b(?!\s+between)/i;

/** Whether a sentence leans on the one before it (LEANS_ON_CONTEXT). */
export function leansOnContext(sentence: string): boolean {
  return LEANS_ON_CONTEXT.test(sentence);
}
/** A sentence that points at the code it introduces ("shown below", "this simulation", "Given this file"); see POINTS_ABOVE too. */
const POINTS_AT_CODE = /\b(?:below|here|this (?:\w+ )?(?:file|code|simulation|example|snippet|program|script|session))\b|^given\b/i;
/** A sentence that points back up the page ("examples like the ones above"), which a chat answer does not show. */
const POINTS_ABOVE = /\b(?:the|these|those)\s+(?:\w+\s+){0,2}above\b|\b(?:shown|seen|listed|as)\s+above\b/i;

/** The head start of a section's opening, where pages state their point (bestSentences). */
const OPENING_START = 0.75;
/**
 * For "what is X?" twice as much: the opening is where a section says what its subject is. ("What is
 * a dictionary" opened on "To delete a key, use `del d[key]`", a window that says "dict" and
 * "dictionary" both; tuning half and twenty "what is" questions of my own: 4 answers changed, 3
 * open on the definition now, the fourth cites a wrong section either way.)
 */
const DEFINITION_OPENING_START = 1.5;
/** A question that asks what something is ("what is a property decorator?", "What’s the GIL", "explain decorators"). */
export const ASKS_WHAT_IT_IS = /^\s*(?:what['’]?s|whats|what (?:is|are)|define|meaning of|explain)\b/i;

/**
 * Past this many characters a window of sentences counts less the longer it is (a point per 250
 * more); a window of several sentences stops at MAX_ANSWER_CHARS, though one sentence with the list
 * it introduces may run past it. (It was 350, and a lone sentence such as "Modern Python projects
 * describe themselves in a `pyproject.toml` file at the project root." won "what is pyproject.toml".
 * Tuning half at 450, with a penalty for windows under 100 characters that then changed nothing and
 * was dropped: 269 answers changed, 120 of them drawn at random and compared blind by two judges:
 * 39 better, 18 worse, 63 the same; the longer window more often holds the fix or the rule along
 * with what leads to it. Penalising a window that starts inside a paragraph as well was tried: 136
 * changed, 70 judged, 17 better, 12 worse.)
 */
const LONG_ANSWER_CHARS = 450;

/**
 * Where a section states its point: its first sentence, or the first after those that only point
 * back up the page ("Editing `sys.path` is for examples like the ones above.") or ask the question
 * the section answers ("How do you write a decorator that takes arguments, such as `@repeat(3)`?"
 * cannot open an answer, and the head start went to no sentence: "decorator with arguments" quoted
 * the refinement after the example instead of "Read the syntax literally…"; 3 tuning answers
 * changed, read: 2 better, 1 the same).
 */
function openingOf(sentences: readonly Sentence[]): number {
  let at = 0;
  while (at < sentences.length - 1 && (sentences[at].text.endsWith('?') || POINTS_ABOVE.test(sentences[at].text))) at++;
  return at;
}

/**
 * The direct answer: the run of up to three consecutive sentences of the passage that best covers
 * the question (plus the list a sentence ending in ":" introduces). Consecutive, so it reads as
 * the page wrote it; a section's opening gets a head start, because that is where pages state
 * their point; rhetorical questions and sentences that lean on the one before do not open it.
 */
export function bestSentences(
  passage: RetrievedPassage,
  concepts: readonly QueryConcept[],
  {conceptWeight, question = '', errorMessage = ''}: {conceptWeight?: ConceptWeight; question?: string; errorMessage?: string} = {},
): string[] {
  const weights = termWeights(concepts);
  const messageStem = errorMessageStem(errorMessage);
  const codeNamed = conceptWeight && !ASKS_FOR_AN_EXPLANATION.test(question) && !asksToBeExplainedSimply(question) ? codeNamedWeights(concepts, conceptWeight) : new Map<string, number>();
  const sentences = sentencesOf(passage.text);
  const asksWhenToUse = ASKS_WHEN_TO_USE.test(question);
  const asksWhatItIs = ASKS_WHAT_IT_IS.test(question);
  let best: {lines: string[]; score: number; first: string} | null = null;
  const opening = openingOf(sentences);
  sentences.forEach((first, start) => {
    if (first.listItem || first.text.endsWith('?')) return;
    for (let count = 1; count <= MAX_SENTENCES && start + count <= sentences.length; count++) {
      const window = sentences.slice(start, start + count);
      if (window.some((sentence) => sentence.listItem)) break;
      // A paragraph that opens in bold is the next item of a list written as paragraphs
      // ("**Forgetting to update the condition.** …" under Common mistakes): another answer.
      if (count > 1 && window[window.length - 1].itemLead) break;
      let end = start + count;
      // A sentence ending in ":" brings the list it introduces. One that introduces code instead
      // ("**expected ':'.** `if` … lines end with a colon:") ends the window with a full stop below;
      // such a window used to be skipped. (Tuning half, two blind judges comparing each of the 107
      // answers this changed with the one before: 43 better, 10 worse, 54 the same.)
      if (window[window.length - 1].text.endsWith(':')) {
        while (end < sentences.length && sentences[end].listItem && end - start - count < MAX_LIST_ITEMS) end++;
        // A later sentence that points at the code it introduces ("The two calls below are
        // therefore equivalent:", "Given this file:") is a riddle without that code. (A second
        // reader's find: 23 answers of both halves ended so; on tuning 12 changed, each dropping
        // such an ending.)
        const last = window[window.length - 1].text;
        if (end === start + count && count > 1 && (POINTS_AT_CODE.test(last) || POINTS_ABOVE.test(last))) continue;
      }
      // A sentence that introduces code the answer does not quote ("…install it like this:")
      // ends with a full stop instead, or it would run into the next sentence as if that were the code.
      const lines = sentences.slice(start, end).map((sentence, at, all) => (sentence.text.endsWith(':') && !all[at + 1]?.listItem ? `${sentence.text.slice(0, -1)}.` : sentence.text));
      const text = lines.join(' ');
      const length = text.length;
      if (count > 1 && length > MAX_ANSWER_CHARS) break;
      const score =
        relevance(text, weights) +
        (window.slice(1).some((sentence) => FIX_LEAD.test(sentence.text)) ? FIX_BONUS : 0) +
        (asksWhenToUse && window.some((sentence) => ADVICE.test(sentence.text)) ? ADVICE_BONUS : 0) +
        CODE_NAMED_TERM_BONUS * relevance(inlineCode(text), codeNamed) +
        DEFINED_TERM_BONUS * relevance(definedTerms(text), weights) +
        (messageStem && opensWith(first.text, messageStem) ? ERROR_MESSAGE_BONUS : 0) +
        (start === opening ? (asksWhatItIs ? DEFINITION_OPENING_START : OPENING_START) : 0) -
        (leansOnContext(first.text) || POINTS_ABOVE.test(first.text) ? 1.5 : 0) +
        // A short answer is two or three sentences: a lone sentence rarely explains enough.
        0.15 * (count - 1) -
        Math.max(0, length - LONG_ANSWER_CHARS) / 250;
      // Windows that speak to the same words of the question score alike: the one whose first
      // sentence speaks to more of them starts on the point, not on its neighbour (worked out on a
      // tie only, which is rare).
      if (!best || score > best.score) best = {lines, score, first: first.text};
      else if (score === best.score && relevance(first.text, weights) > relevance(best.first, weights)) best = {lines, score, first: first.text};
    }
  });
  if (best) return (best as {lines: string[]}).lines;
  // A section that is only a list ("Common mistakes" as bullets) answers with its best item, if
  // that item speaks to most of the question: one shared word would quote a neighbouring mistake.
  const items = sentences.filter((sentence) => sentence.listItem && sentence.text.length <= MAX_ANSWER_CHARS);
  const scored = items.map((item) => ({item, score: relevance(item.text, weights)})).filter(({item}) => conceptShare(item.text, concepts) >= LIST_ITEM_MIN_SHARE);
  if (scored.length === 0) return [];
  return [scored.reduce((top, next) => (next.score > top.score ? next : top)).item.text.replace(/^(-|\d+\.) /, '')];
}

/** Joins the chosen sentences: prose runs on, list items get their own lines. */
export function asParagraph(lines: readonly string[]): string {
  return lines.map((line, index) => (/^(-|\d+\.) /.test(line) ? `\n${line}` : `${index === 0 ? '' : ' '}${line}`)).join('').replace(/^\n/, '');
}

/**
 * The example to show: the lead passage's best-matching block, since it illustrates the sentences
 * above it; failing that, the best block among the other cited passages that uses a word of the
 * question or illustrates a passage that covers it (tuning half: 3 answers lose an unrelated
 * example, such as a slicing example under "how to stop getting your newsletter"; requiring the
 * word in the code alone lost "what is a generator" its `yield` example). A block is Python code or
 * a shell command or config file the section shows (`language` says which): "create a virtual
 * environment" is answered by `python3 -m venv .venv`. Python wins a tie, as the Python is what
 * the page explains.
 */
export function bestCode(
  lead: RetrievedPassage,
  others: readonly RetrievedPassage[],
  concepts: readonly QueryConcept[],
  {asFix = false, conceptWeight = () => 1}: {asFix?: boolean; conceptWeight?: ConceptWeight} = {},
): {code: string; language: string; runnable: boolean; from: RetrievedPassage} | null {
  const weights = termWeights(concepts);
  const leadOnly = [lead];
  for (const candidates of [leadOnly, others]) {
    let best: {code: string; language: string; runnable: boolean; from: RetrievedPassage; score: number} | null = null;
    candidates.forEach((passage, rank) => {
      // Code from another cited passage is shown only if it, or the passage it illustrates, speaks
      // to the question (covers it as a lead would, MIN_COVERAGE): the newsletter entry has no
      // code, and a slicing example under it answered nothing; a `yield` example is about "what is
      // a generator" by its section.
      const passageCovers = candidates === leadOnly || coverageOf(passage, concepts, conceptWeight) >= MIN_COVERAGE;
      const consider = (code: string, language: string, shown: string, runnable = false) => {
        if (code.split('\n').length > MAX_QUOTED_CODE_LINES) return;
        const speaks = relevance(code, weights);
        if (speaks === 0 && !passageCovers) return;
        const score = (speaks + 1) * (1 - rank * 0.25);
        if (!best || score > best.score) best = {code: shown, language, runnable, from: passage, score};
      };
      for (const [index, code] of passage.code.entries()) {
        // Quoted as "the usual fix", code that raises the error would show the mistake instead.
        if (asFix && passage.raising.includes(index)) continue;
        const raised = passage.raising.indexOf(index);
        // Shown without the page's output, code that fails on purpose says how it fails.
        consider(code, 'python', raised >= 0 && passage.raised[raised] ? `${code}\n# raises ${passage.raised[raised]}` : code, !passage.notRunnable.includes(index));
      }
      for (const {language, code} of passage.commands) consider(code, language, code);
    });
    if (best) return best;
  }
  return null;
}

/**
 * A Python block as an answer quotes it. Code the page marks norun (a third-party package, a display,
 * a server) keeps the mark, so the answer shows it without a Run button, as the page does
 * (AnswerMarkdown passes the fence's words on to CodeBlock).
 */
export function pythonBlock(code: string, runnable: boolean): string {
  return `\`\`\`${runnable ? 'python' : 'python norun'}\n${code}\n\`\`\``;
}

/**
 * A heading as a link's text. Headings name code without backticks ("Printing objects: __repr__ and
 * __str__"): as Markdown, "__repr__" would be bold "repr", so the characters Markdown reads as
 * emphasis or code are escaped.
 */
function linkText(title: string): string {
  return title.replace(/[[\]]/g, '').replace(/[\\`*_]/g, '\\$&');
}

export function link(passage: Pick<RetrievedPassage, 'pageTitle' | 'heading' | 'url'>): string {
  return `[${linkText(citationTitle(passage))}](${passage.url})`;
}

/**
 * The answer for `passages` (best first). A follow-up gets a line saying which earlier question
 * it was read with, so a reader can tell when the context was taken into account.
 */
export function composeAnswer(passages: readonly RetrievedPassage[], context: QuestionContext): ComposedAnswer {
  const {allConcepts, followUpOf, error} = context;
  // A pasted error is restated first, so the reader sees what the assistant read from it.
  const readBack = error?.pasted ? `You pasted ${describeError(error)}` : null;
  // Of the best passages, lead with the first one that covers the question well.
  const lead = leadPassage(passages, context);
  if (!lead) {
    const notCovered = notCoveredMessage(context.question, error);
    return {markdown: readBack ? `${readBack}\n\n${notCovered}` : notCovered, citations: [], covered: false};
  }
  // One citation per page, as the ranked passages are diversified (askDocs.ts): a reader offered
  // three links should get three places to look, not two sections of the same page. Each code
  // example and FAQ entry counts as a page of its own.
  const citedPage = (passage: RetrievedPassage) => (passage.kind === 'example' || passage.kind === 'faq' ? passage.url : passage.pageUrl);
  const cited = [lead, ...passages.filter((passage) => passage !== lead)]
    .filter((passage, index, all) => all.findIndex((other) => citedPage(other) === citedPage(passage)) === index)
    // The passage the answer quotes is always cited, and first, however its score compares.
    .filter((passage) => passage === lead || passage.score >= passages[0].score * CITATION_SCORE_SHARE)
    .slice(0, MAX_CITATIONS);
  const parts: string[] = [];
  if (followUpOf) parts.push(`_Read as a follow-up to “${followUpOf.replace(/[_*`]/g, '')}”._`);
  if (readBack) parts.push(readBack, `What it means, from PyDocs:`);
  const sentences = bestSentences(lead, allConcepts, {conceptWeight: context.conceptWeight, question: context.question, errorMessage: error?.pasted ? error.message : ''});
  if (sentences.length > 0) parts.push(asParagraph(sentences), `From ${link(lead)}.`);
  else parts.push(`${link(lead)} covers this.`);
  // A reader who asked for a whole project ("text adventure game in python") and got a tutorial's
  // opening is shown its steps before any one example.
  const plan = error ? null : context.planOf?.(lead);
  if (plan) parts.push(`The tutorial's ${plan.steps.length} steps:`, planMarkdown(plan));
  // Beside a tutorial's plan, an example from another page is about something else ("a calculator
  // language" drew First Program's Celsius function): only the tutorial's own opening may show one.
  const example = bestCode(lead, plan ? [] : cited.slice(1), allConcepts, {asFix: Boolean(error), conceptWeight: context.conceptWeight});
  if (example) {
    const block = example.language === 'python' ? pythonBlock(example.code, example.runnable) : `\`\`\`${example.language}\n${example.code}\n\`\`\``;
    parts.push(`${error ? 'The usual fix, as' : 'Example from'} ${link(example.from)}${error ? ' shows it' : ''}:`, block);
  }
  return {
    markdown: parts.join('\n\n'),
    citations: cited.map((passage) => ({title: citationTitle(passage), url: passage.url})),
    covered: true,
  };
}
