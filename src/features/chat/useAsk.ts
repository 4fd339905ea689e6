/**
 * Asking a question in My Chats (ChatWorkspace draws it): the question is saved (a first question
 * starts a chat, and the address follows it), the answer streams in as a pending message, is saved
 * when done, and a screen reader is told once it is ready. Each step is its own function below.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import type {PendingAnswer} from './ChatThread';
import type {ChatStore} from './chatStore';
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
  /** The page the chat is about, if any. */
  aboutPage: string | null;
  /** Shows the reader a message (null clears it). */
  setNotice: (notice: string | null) => void;
  /** What to do with a failed save: `what` is said to the reader. */
  reportFailure: (what: string) => (error: unknown) => void;
}>;

export type Asking = Readonly<{
  ask: (question: string) => Promise<void>;
  stop: () => void;
  answering: boolean;
  /** The answer being written for the open chat, until its saved copy is listed. */
  pending: PendingAnswer | null;
  /** For screen readers, which do not follow the streamed text: said once an answer is done. */
  announcement: string;
}>;

export function useAsk({uid, store, provider, chatId, messages, aboutPage, setNotice, reportFailure}: Options): Asking {
  const history = useHistory();
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [savedAnswerId, setSavedAnswerId] = useState<string | null>(null);
  const [answering, setAnswering] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const abortRef = useRef<AbortController | null>(null);

  // The saved answer replaces the streamed one in the very render it is listed in: were both shown
  // until the effect below clears the pending one, the question and answer would flash up twice.
  const pendingSaved = savedAnswerId !== null && messages.some((message) => message.id === savedAnswerId);
  const pendingHere = pending && pending.chatId === chatId && !pendingSaved ? pending : null;

  // Then the streamed answer leaves the state too.
  useEffect(() => {
    if (pendingSaved) {
      setPending(null);
      setSavedAnswerId(null);
    }
  }, [pendingSaved]);

  /** Saving and routing: the question goes into the open chat, or starts one the address then names. */
  const saveQuestion = useCallback(
    async (question: string): Promise<string> => {
      if (chatId !== null) {
        const added = await store.addQuestion(uid, chatId, question);
        added.saved.catch(reportFailure('Your question could not be saved.'));
        return chatId;
      }
      const started = await store.startChat(uid, question);
      started.saved.catch(reportFailure('Your question could not be saved.'));
      setPending((current) => current && {...current, chatId: started.chatId});
      history.replace(chatUrl(started.chatId, aboutPage));
      return started.chatId;
    },
    [store, uid, chatId, aboutPage, history, reportFailure],
  );

  /** Streaming: the answer's words into the pending message as they come; the whole text at the end. */
  const streamInto = async (stream: AnswerStream): Promise<string> => {
    setPending((current) => current && {...current, citations: stream.citations});
    let text = '';
    // "Thinking…" stays up until the first words arrive (a hosted model may take a while).
    for await (const piece of stream.chunks) {
      text += piece;
      const soFar = text;
      setPending((current) => current && {...current, phase: 'streaming', text: soFar});
    }
    return text;
  };

  const ask = async (question: string) => {
    if (abortRef.current) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setAnswering(true);
    setNotice(null);
    setSavedAnswerId(null);
    setAnnouncement('');
    const turns: ChatTurn[] = chatId ? messages.map((message) => ({role: message.role, text: message.text})) : [];
    const answerer = provider;
    setPending({chatId, question, providerId: answerer.id, phase: 'thinking', text: '', citations: []});
    try {
      const target = await saveQuestion(question);
      const stream = await answerer.answer(question, turns, controller.signal, {page: aboutPage});
      const text = await streamInto(stream);
      const status = controller.signal.aborted ? 'stopped' : stream.covered ? 'complete' : 'not-covered';
      const saved = await store.saveAnswer(uid, target, {text, citations: stream.citations, provider: answerer.id, status});
      setSavedAnswerId(saved.messageId);
      // Announcing: the streamed words are not read out; this is.
      setAnnouncement(status === 'stopped' ? 'Answer stopped.' : 'Answer ready.');
      saved.saved.catch(reportFailure('The answer could not be saved.'));
    } catch (error) {
      setPending(null);
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
