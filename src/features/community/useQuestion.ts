import {useEffect, useState} from 'react';
import {watchAnswers} from './answers';
import {ANSWERS_PAGE_SIZE, sortAnswers, type Answer, type Post} from './model';
import {watchPost} from './posts';
import {friendlyDataError} from './store';

export type QuestionState =
  | Readonly<{status: 'loading'}>
  | Readonly<{status: 'missing'}>
  | Readonly<{status: 'unavailable'; message: string}>
  | Readonly<{status: 'ready'; post: Post}>;

/** One question, live. "missing" only once the server says so: offline, it may still be syncing. */
export function useQuestion(postId: string | null): QuestionState {
  const [state, setState] = useState<QuestionState>({status: 'loading'});
  useEffect(() => {
    setState(postId ? {status: 'loading'} : {status: 'missing'});
    if (!postId) return undefined;
    return watchPost(
      postId,
      ({post, fromCache}) => {
        if (post) setState({status: 'ready', post});
        else if (!fromCache) setState({status: 'missing'});
      },
      (error) =>
        setState(
          (error as {code?: string} | null)?.code === 'permission-denied'
            ? {status: 'unavailable', message: 'This question has been hidden by a moderator.'}
            : {status: 'unavailable', message: friendlyDataError(error)},
        ),
    );
  }, [postId]);
  return state;
}

export type AnswersView = Readonly<{
  answers: readonly Answer[];
  loading: boolean;
  error: string | null;
  /** More answers than shown may exist. */
  more: boolean;
  showMore: () => void;
}>;

/** The answers to a question, live, accepted first then by score; ANSWERS_PAGE_SIZE more at a time. */
export function useAnswers(postId: string | null, acceptedAnswerId: string | null, includeHidden: boolean): AnswersView {
  const [max, setMax] = useState(ANSWERS_PAGE_SIZE);
  const [answers, setAnswers] = useState<readonly Answer[] | null>(null);
  const [full, setFull] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    if (!postId) return undefined;
    return watchAnswers(
      postId,
      {includeHidden, max},
      (state) => {
        setAnswers(state.answers);
        setFull(state.full);
      },
      (failure) => setError(friendlyDataError(failure)),
    );
  }, [postId, includeHidden, max]);
  return {
    answers: sortAnswers(answers ?? [], acceptedAnswerId),
    loading: answers === null && error === null,
    error,
    more: full,
    showMore: () => setMax((current) => current + ANSWERS_PAGE_SIZE),
  };
}
