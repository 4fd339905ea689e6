/**
 * The docs assistant's whole read of a question: resolve it against the conversation, retrieve
 * passages, compose the answer. Synchronous and free of I/O, so the tests, the retrieval
 * evaluation and the latency benchmark all run exactly what the chat runs.
 */
import type {ChatTurn} from '../providers/AnswerProvider';
import {composeAnswer, type ComposedAnswer} from './composeAnswer';
import {resolveQuestion, type ResolvedQuestion} from './followUp';
import type {PassageIndex, RetrievedPassage} from './searchIndex';

export type DocsAnswer = ComposedAnswer &
  Readonly<{
    resolved: ResolvedQuestion;
    /** Best first; what the answer was composed from. */
    passages: readonly RetrievedPassage[];
  }>;

/** How many passages the answer is chosen from. */
const CANDIDATES = 8;

export function retrieve(
  index: PassageIndex,
  question: string,
  history: readonly ChatTurn[] = [],
  asFollowUp = false,
): {resolved: ResolvedQuestion; passages: RetrievedPassage[]} {
  const resolved = resolveQuestion(question, history, asFollowUp);
  return {resolved, passages: index.query(resolved.concepts, CANDIDATES)};
}

function compose(index: PassageIndex, {resolved, passages}: ReturnType<typeof retrieve>): DocsAnswer {
  const composed = composeAnswer(passages, {
    ownConcepts: resolved.ownConcepts,
    allConcepts: resolved.concepts,
    conceptWeight: (concept) => index.conceptWeight(concept),
    followUpOf: resolved.followUpOf,
    error: resolved.error,
  });
  return {...composed, resolved, passages};
}

/**
 * Answers from the docs. A question the pages do not cover on its own ("with a default value?")
 * gets a second reading as a follow-up to the conversation before the assistant gives up.
 */
export function askDocs(index: PassageIndex, question: string, history: readonly ChatTurn[] = []): DocsAnswer {
  const answer = compose(index, retrieve(index, question, history));
  if (answer.covered || answer.resolved.followUpOf !== null || !history.some((turn) => turn.role === 'user')) return answer;
  const reread = compose(index, retrieve(index, question, history, true));
  return reread.covered ? reread : answer;
}
