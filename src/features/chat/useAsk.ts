/**
 * Asking a question in My Chats (ChatWorkspace draws it): the answer is drawn as a pending message
 * (at once for the docs assistant, as it streams for a hosted model), the question is saved once
 * that first frame is on screen (a first question starts a chat, and the address follows it), the
 * answer is saved when done, and a screen reader is told once it is ready. Each step is its own
 * function below.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import type {PendingTurn} from './ChatThread';
import {newMessageId, type ChatStore} from './chatStore';
import type {ChatMessage} from './model';
import {AnswerError, type AnswerProvider, type AnswerStream, type ChatTurn} from './providers/AnswerProvider';
import {ASK_ABOUT_PARAM} from './askAboutPage';

/** A chat's address; a chat opened from a page keeps the page in it, so a reload keeps the context. */
export const chatUrl = (chatId: string, page: string | null): string =>
  `/chat?chat=${encodeURIComponent(chatId)}${page ? `&${ASK_ABOUT_PARAM}=${encodeURIComponent(page)}` : ''}`;

type Options = Readonly<{
  uid: string;
  store: ChatStore;
  provider: AnswerProvider;
  /** The open chat, or null for a new one. */
  chatId: string | null;
  /** The open chat's messages (the conversation so far is sent with a follow-up). */
  messages: readonly ChatMessage[];
  /** The page the chat is about, if any (kept in the chat's address). */
  aboutPage: string | null;
  /** The page answers come from first: the page the chat is about, as the chat index names it. */
  answerPage: string | null;
  /** Shows the reader a message (null clears it). */
  setNotice: (notice: string | null) => void;
  /** What to do with a failed save: `what` is said to the reader. */
  reportFailure: (what: string) => (error: unknown) => void;
}>;

export type Asking = Readonly<{
  ask: (question: string) => Promise<void>;
  stop: () => void;
  answering: boolean;
  /**
   * The open chat's questions and answers not listed among its saved messages yet, oldest first:
   * the one being answered, and a finished one whose saved copy Firestore has not listed yet.
   */
  pending: readonly PendingTurn[];
  /** For screen readers, which do not follow the streamed text: said once an answer is done. */
  announcement: string;
}>;

/** Runs `draw` just before the browser draws the next frame (requestAnimationFrame). */
function beforeNextPaint(draw: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(draw);
  else setTimeout(draw, 0);
}

/** How long saving waits for a frame at most: a hidden tab draws none (its animation frames wait). */
const FRAME_WAIT_LIMIT_MS = 100;

/**
 * Resolves after the browser has drawn the next frame (a task queued just before it runs after
 * it), or after FRAME_WAIT_LIMIT_MS: in a background tab or a minimised window no frame comes,
 * and what waits on this (saving the question and answer) must not wait until the reader returns.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    beforeNextPaint(() => setTimeout(resolve, 0));
    setTimeout(resolve, FRAME_WAIT_LIMIT_MS);
  });
}

export function useAsk({uid, store, provider, chatId, messages, aboutPage, answerPage, setNotice, reportFailure}: Options): Asking {
  const history = useHistory();
  const [turns, setTurns] = useState<readonly PendingTurn[]>([]);
  const [answering, setAnswering] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const abortRef = useRef<AbortController | null>(null);

  // A turn is shown until its saved answer is listed: its messages carry the ids they are saved
  // under, so each saved copy takes the place of the one shown, in the very render it is listed in
  // (no flash of both, nor of neither when the reader asks again before the last answer is listed).
  const listed = new Set(messages.map((message) => message.id));
  const pendingHere = turns.filter((turn) => turn.chatId === chatId && !listed.has(turn.answerId));
  const settled = turns.some((turn) => listed.has(turn.answerId));
  useEffect(() => {
    if (settled) setTurns((current) => current.filter((turn) => !listed.has(turn.answerId)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `listed` is derived from `messages`, which `settled` follows
  }, [settled]);

  const update = (answerId: string, change: Partial<PendingTurn>) =>
    setTurns((current) => current.map((turn) => (turn.answerId === answerId ? {...turn, ...change} : turn)));

  /** Saving and routing: the question goes into the open chat, or starts one the address then names. */
  const saveQuestion = useCallback(
    async (question: string, questionId: string, answerId: string): Promise<string> => {
      if (chatId !== null) {
        const added = await store.addQuestion(uid, chatId, question, questionId);
        added.saved.catch(reportFailure('Your question could not be saved.'));
        return chatId;
      }
      const started = await store.startChat(uid, question, questionId);
      started.saved.catch(reportFailure('Your question could not be saved.'));
      setTurns((current) => current.map((turn) => (turn.answerId === answerId ? {...turn, chatId: started.chatId} : turn)));
      history.replace(chatUrl(started.chatId, aboutPage));
      return started.chatId;
    },
    [store, uid, chatId, aboutPage, history, reportFailure],
  );

  /** Streaming: the answer's words into the pending message as they come; the whole text at the end. */
  const streamInto = async (show: (change: Partial<PendingTurn>) => void, stream: AnswerStream): Promise<string> => {
    let text = '';
    let first = true;
    // "Thinking…" stays up until the first words arrive (a hosted model may take a while).
    for await (const piece of stream.chunks) {
      text += piece;
      const change = {phase: 'streaming', text, citations: stream.citations} as const;
      // The first piece is committed in the task that produced it: the docs assistant's whole
      // answer is ready in the task of the click on Ask, and a render left to the scheduler could
      // wait behind whatever else is queued (Firestore's cache work for the previous answer).
      if (first) flushSync(() => show(change));
      else show(change);
      first = false;
    }
    return text;
  };

  const ask = async (question: string) => {
    if (abortRef.current) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setAnswering(true);
    setNotice(null);
    setAnnouncement('');
    // The conversation so far, with the turns Firestore has not listed yet (a quick follow-up).
    const history: ChatTurn[] = [
      ...(chatId ? messages.map((message) => ({role: message.role, text: message.text})) : []),
      ...pendingHere.flatMap((shown): ChatTurn[] => [
        ...(listed.has(shown.questionId) ? [] : [{role: 'user' as const, text: shown.question}]),
        {role: 'assistant', text: shown.text},
      ]),
    ];
    const answerer = provider;
    const questionId = newMessageId();
    const answerId = newMessageId();
    const turn: PendingTurn = {chatId, questionId, question, answerId, providerId: answerer.id, phase: 'thinking', text: '', citations: []};
    // The question and "Thinking…" are drawn in the frame after the click, unless the answer is
    // ready before that frame (the docs assistant's is, in the click's own task): then that frame
    // shows the answer, and no render is spent on "Thinking…".
    let drawn = false;
    const show = (change: Partial<PendingTurn>) => {
      if (drawn) return update(answerId, change);
      drawn = true;
      setTurns((current) => [...current, {...turn, ...change}]);
    };
    beforeNextPaint(() => !drawn && flushSync(() => show({})));
    // Saving waits for the next frame: the docs assistant's answer is drawn first (saving, and the
    // Firestore cache work its snapshot brings, took main-thread time before the answer showed).
    // The question is saved whatever becomes of the answer, as before.
    const questionSaved = afterNextPaint().then(() => saveQuestion(question, questionId, answerId));
    questionSaved.catch(() => undefined); // reported below, once the answer is known
    try {
      const stream = await answerer.answer(question, history, controller.signal, {page: answerPage});
      // An answer composed whole (the docs assistant's) is drawn finished in the click's own task
      // (see streamInto), in one render: a render of it as a streamed piece and another, right after,
      // of it finished cost a second pass over the workspace before the frame (Chrome trace, issue 31).
      const whole = stream.whole !== undefined && !controller.signal.aborted;
      const text = whole ? (stream.whole ?? '') : await streamInto(show, stream);
      const status = controller.signal.aborted ? 'stopped' : stream.covered ? 'complete' : 'not-covered';
      // Finished: shown as it will be saved, until the saved copy is listed.
      const finished = {phase: status, text, citations: stream.citations} as const;
      if (whole && !drawn) flushSync(() => show(finished));
      else show(finished);
      const target = await questionSaved;
      const saved = await store.saveAnswer(uid, target, {text, citations: stream.citations, provider: answerer.id, status}, answerId);
      // Announcing: the streamed words are not read out; this is.
      setAnnouncement(status === 'stopped' ? 'Answer stopped.' : 'Answer ready.');
      saved.saved.catch(reportFailure('The answer could not be saved.'));
    } catch (error) {
      drawn = true; // nothing more to draw: no "Thinking…" after the failure
      setTurns((current) => current.filter((shown) => shown.answerId !== answerId));
      // An answer that failed still leaves its question in the chat, as the reader asked it.
      await questionSaved.catch(() => undefined);
      if (error instanceof AnswerError) setNotice(error.message);
      else reportFailure('Something went wrong while answering.')(error);
    } finally {
      abortRef.current = null;
      setAnswering(false);
    }
  };

  const stop = () => abortRef.current?.abort();

  return {ask, stop, answering, pending: pendingHere, announcement};
}
