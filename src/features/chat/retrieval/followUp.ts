/**
 * Reads a question in the context of the conversation: "and for dictionaries?" after "how do I
 * sort a list?" is a question about sorting dictionaries. A follow-up keeps the reader's new words
 * at full weight and adds the earlier question's words at a lower weight, so passages about both
 * rise to the top and the new words still decide between them.
 */
import type {ChatTurn} from '../providers/AnswerProvider';
import {questionConcepts, type QueryConcept} from './vocabulary';

export type ResolvedQuestion = Readonly<{
  /** What to search for: the question's own concepts plus, for a follow-up, the earlier ones. */
  concepts: readonly QueryConcept[];
  /** The question's own concepts: coverage is judged on these. */
  ownConcepts: readonly QueryConcept[];
  /** The earlier question it follows up, or null when it stands alone. */
  followUpOf: string | null;
}>;

/** Openings that only make sense as a continuation ("And for sets?", "What about classes?"). */
const CONTINUATION = /^\s*(and|or|but|also|plus|then|so|what about|how about|what if|same|ok|okay|now|instead|why)\b/i;
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
  return REFERENCE.test(question) && ownConceptCount <= 3;
}

/**
 * The question's concepts, with the earlier questions' added when it reads as a follow-up, or
 * when `force` says so (the caller found the question alone unanswerable).
 */
export function resolveQuestion(question: string, history: readonly ChatTurn[], force = false): ResolvedQuestion {
  const ownConcepts = questionConcepts(question);
  const earlier = history.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  if (earlier.length === 0 || !(force || isFollowUp(question, ownConcepts.length))) {
    return {concepts: ownConcepts, ownConcepts, followUpOf: null};
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
  return {concepts: [...ownConcepts, ...context], ownConcepts, followUpOf};
}
