/**
 * Reads a question in the context of the conversation: "and for dictionaries?" after "how do I
 * sort a list?" is a question about sorting dictionaries. A follow-up keeps the reader's new words
 * at full weight and adds the earlier question's words at a lower weight, so passages about both
 * rise to the top and the new words still decide between them.
 */
import type {ChatTurn} from '../providers/AnswerProvider';
import {messageWords, parentOf, readError, usualCauseOf, type ErrorReading} from './traceback';
import {questionConcepts, termsOf, type QueryConcept} from './vocabulary';

export type ResolvedQuestion = Readonly<{
  /** What to search for: the question's own concepts plus, for a follow-up, the earlier ones. */
  concepts: readonly QueryConcept[];
  /** The question's own concepts: coverage is judged on these. */
  ownConcepts: readonly QueryConcept[];
  /** The earlier question it follows up, or null when it stands alone. */
  followUpOf: string | null;
  /** The exception the question pastes or names, if any. */
  error: ErrorReading | null;
}>;

/** The exception's own name counts most: it is what the pages that explain it mention. */
const EXCEPTION_WEIGHT = 1.6;
const PARENT_WEIGHT = 0.7;
/** The failing line's names help choose between pages a little; the reader's names are theirs. */
const FAILING_LINE_WEIGHT = 0.3;
const QUOTED_NAME_WEIGHT = 0.5;
const USUAL_CAUSE_WEIGHT = 0.8;

/**
 * A question about raising an exception, or testing that code raises it, on purpose ("how do I
 * raise a ValueError", "check that my function raises ValueError", "define my own exception")
 * names the exception without having run into it: it asks how, and is not an error to explain.
 * ("extractall raises AbsoluteLinkError" is the reader's trouble, so "raises" counts only with
 * "test that … raises" or assertRaises; "I check if the key exists but it still raises KeyError",
 * "my custom class gives AttributeError" and "why does d["k"] raise KeyError" are errors the reader
 * hit.) The labelling rules (labelRule.ts) have their own, broader reading, for which page a
 * question's answers must list.
 */
const RAISES_ON_PURPOSE =
  /\bhow (?:do i|to|can i|should i|would i|do you)\b[^?]*\braise\b|\braise (?:a|an|my|your|our)\b|\b(?:my own|custom) (?:exceptions?|errors?)\b|\bdefine\b[^?]*\b(?:exception|error)s?\b|\bassertRaises\b|\bpytest\.raises\b|\b(?:test|tests|check|checks|assert|asserts|verify|make sure) that\b[^?]*\braises?\b/i;

/**
 * What to search for when a question pastes or names an error: the exception (and its parent,
 * for pages that only name the family), the message without the reader's own values, and for a
 * named exception the rest of the question. A pasted traceback's file names and frames are left
 * out: no page uses them, and they would make the question look uncovered.
 */
function errorConcepts(question: string, reading: ErrorReading): {own: QueryConcept[]; extra: QueryConcept[]} {
  const exceptionTerms = [
    ...termsOf(reading.exception.toLowerCase()).map((term) => ({term, weight: EXCEPTION_WEIGHT})),
    ...(parentOf(reading.exception) ? termsOf(parentOf(reading.exception)!.toLowerCase()).map((term) => ({term, weight: PARENT_WEIGHT})) : []),
  ];
  const exception: QueryConcept = {word: reading.exception.toLowerCase(), terms: exceptionTerms};
  const source = reading.pasted ? messageWords(reading.message) : question;
  // The usual cause belongs to the question: a page about it answers the error.
  const own = [
    exception,
    ...[...questionConcepts(source), ...questionConcepts(usualCauseOf(reading.exception), USUAL_CAUSE_WEIGHT)].filter(
      (concept, at, all) => concept.word !== exception.word && concept.word !== 'error' && all.findIndex((other) => other.word === concept.word) === at,
    ),
  ];
  const ownWords = new Set(own.map((concept) => concept.word));
  // The names a message quotes ('append' in "'str' object has no attribute 'append'") and the
  // failing line help choose between pages; they are the reader's, so coverage ignores them.
  const quoted = [...reading.message.matchAll(/'([A-Za-z_]\w*)'/g)].map((match) => match[1]).join(' ');
  const extra = [
    ...questionConcepts(quoted, QUOTED_NAME_WEIGHT),
    ...(reading.failingLine ? questionConcepts(reading.failingLine, FAILING_LINE_WEIGHT) : []),
  ].filter((concept, at, all) => !ownWords.has(concept.word) && all.findIndex((other) => other.word === concept.word) === at);
  return {own, extra};
}

/** Openings that only make sense as a continuation ("And for sets?", "What about classes?"). */
const CONTINUATION = /^\s*(and|or|but|also|plus|what about|how about|what if|instead)\b/i;
/**
 * Openings that continue the conversation only in a short question ("why?", "so what now", "same
 * for sets"): "why does random.seed(42) give the same numbers" is a question of its own, and read as
 * a follow-up it took the earlier question's words and said "Read as a follow-up to …".
 */
const SHORT_CONTINUATION = /^\s*(then|so|same|ok|okay|now|why)\b/i;
/** Words pointing back at something said before. */
const REFERENCE = /\b(it|its|it's|this|that|these|those|them|they|their|one|ones|same|instead|too|either|there|above|previous|earlier)\b/i;
/**
 * How much an earlier question's words count, per step back. Low enough that one new word in a
 * heading ("Class decorators") outweighs the earlier question's aspect words ("take arguments"),
 * high enough that the earlier topic ("decorator") decides between pages.
 */
const CONTEXT_WEIGHTS = [0.35, 0.2];

/** Whether the wording of a question marks it as a continuation of the conversation. */
export function isFollowUp(question: string, ownConceptCount: number): boolean {
  if (CONTINUATION.test(question)) return true;
  return (SHORT_CONTINUATION.test(question) || REFERENCE.test(question)) && ownConceptCount <= 3;
}

/**
 * The question's concepts, with the earlier questions' added when it reads as a follow-up, or
 * when `force` says so (the caller found the question alone unanswerable).
 */
export function resolveQuestion(question: string, history: readonly ChatTurn[], force = false): ResolvedQuestion {
  const reading = readError(question);
  const error = reading && !reading.pasted && RAISES_ON_PURPOSE.test(question) ? null : reading;
  if (error) {
    // An error is a question of its own: it is not read as a follow-up.
    const {own, extra} = errorConcepts(question, error);
    return {concepts: [...own, ...extra], ownConcepts: own, followUpOf: null, error};
  }
  const ownConcepts = questionConcepts(question);
  const earlier = history.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  if (earlier.length === 0 || !(force || isFollowUp(question, ownConcepts.length))) {
    return {concepts: ownConcepts, ownConcepts, followUpOf: null, error: null};
  }
  // Walk back while the earlier questions were follow-ups themselves, so a chain of short
  // questions keeps its topic ("sort a list" → "and dicts?" → "in reverse?").
  const context: QueryConcept[] = [];
  let followUpOf: string | null = null;
  for (let step = 0; step < CONTEXT_WEIGHTS.length && step < earlier.length; step++) {
    const previous = earlier[earlier.length - 1 - step];
    followUpOf ??= previous;
    const ownWords = new Set(ownConcepts.map((concept) => concept.word));
    context.push(...questionConcepts(previous, CONTEXT_WEIGHTS[step]).filter((concept) => !ownWords.has(concept.word)));
    if (!isFollowUp(previous, questionConcepts(previous).length)) break;
  }
  return {concepts: [...ownConcepts, ...context], ownConcepts, followUpOf, error: null};
}
