import React, {memo, useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {AssistantMessage, type AnswerPhase} from './AssistantMessage';
import type {ChatMessage, Feedback} from './model';
import type {Citation, ProviderId} from './providers/AnswerProvider';
import styles from './chat.module.css';

/**
 * A question and its answer shown before their saved copies are listed (useAsk): the answer while
 * it is produced, then as it will be saved. Each carries the id it is saved under.
 */
export type PendingTurn = Readonly<{
  /** null while the chat it starts is being created. */
  chatId: string | null;
  questionId: string;
  question: string;
  answerId: string;
  providerId: ProviderId;
  phase: AnswerPhase;
  text: string;
  citations: readonly Citation[];
}>;

export const SUGGESTED_QUESTIONS = [
  'How do I write a decorator that takes arguments?',
  'What is the difference between a list and a tuple?',
  'How do I read a CSV file into dictionaries?',
  'How do I run several coroutines at the same time?',
] as const;

/** For a chat opened from a page: questions about that page. */
export const PAGE_SUGGESTIONS = ['What is this page about?', 'What does the first example do?', 'What are the common mistakes?'] as const;

type Props = Readonly<{
  messages: readonly ChatMessage[];
  pending: readonly PendingTurn[];
  providerLabels: Readonly<Partial<Record<ProviderId, string>>>;
  onFeedback: (messageId: string, feedback: Feedback | null) => void;
  onSuggestion: (question: string) => void;
  answering: boolean;
  /** The questions offered in an empty chat; general ones unless given. */
  suggestions?: readonly string[];
}>;

/** What the thread shows of one message, saved or not yet: the same item either way, under the same id. */
type ShownMessage =
  | Readonly<{id: string; role: 'user'; text: string; pending: boolean}>
  | Readonly<{
      id: string;
      role: 'assistant';
      text: string;
      citations: readonly Citation[];
      phase: AnswerPhase;
      provider: ProviderId;
      /** undefined until the answer is saved: only a saved answer can be rated. */
      feedback: Feedback | null | undefined;
      pending: boolean;
    }>;

function shownMessage(message: ChatMessage): ShownMessage {
  if (message.role === 'user') return {id: message.id, role: 'user', text: message.text, pending: message.pending};
  const {id, text, citations, status, provider, feedback, pending} = message;
  return {id, role: 'assistant', text, citations, phase: status, provider, feedback, pending};
}

/** Same text, state and sources: what an item shows (Firestore hands over new objects on every snapshot). */
function sameMessage(a: ShownMessage, b: ShownMessage): boolean {
  if (a.id !== b.id || a.role !== b.role || a.text !== b.text || a.pending !== b.pending) return false;
  if (a.role === 'user' || b.role === 'user') return a.role === b.role;
  return (
    a.phase === b.phase &&
    a.feedback === b.feedback &&
    a.provider === b.provider &&
    a.citations.length === b.citations.length &&
    a.citations.every((citation, index) => citation.url === b.citations[index].url && citation.title === b.citations[index].title)
  );
}

/**
 * How long a save may wait for the server before the thread says so. Online, the server confirms a
 * question or an answer in well under a second: a badge shown at once flashed under every new
 * question and answer, and its 26 px came and went under the reader's eyes (and moved the answer
 * below it). Offline, and on a connection slow enough to notice, it still shows.
 */
export const PENDING_BADGE_DELAY_MS = 1500;

/** The community's wording and look for a write the server does not have yet, once it has waited. */
function PendingBadge({underQuestion}: Readonly<{underQuestion: boolean}>): React.JSX.Element | null {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), PENDING_BADGE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!waited) return null;
  return <span className={clsx(styles.badgePending, underQuestion && styles.badgeEnd)}>Waiting to sync</span>;
}

type MessageItemProps = Readonly<{
  message: ShownMessage;
  providerLabel: string | undefined;
  onFeedback: (messageId: string, feedback: Feedback | null) => void;
  /** Set on the newest question: the thread scrolls it to the top while its answer comes. */
  questionRef?: React.Ref<HTMLDivElement>;
}>;

/**
 * One question or answer. Memoised: a long chat re-rendered every saved answer (Markdown,
 * highlighted code, Run buttons) on each snapshot and each step of a new answer, 100 to 500 ms per
 * render on a 50-message chat on this project's loaded 2-core machines, and the new answer waited
 * behind it (bench/chat.mjs, issue 31).
 */
const MessageItem = memo(
  function MessageItem({message, providerLabel, onFeedback, questionRef}: MessageItemProps): React.JSX.Element {
    return (
      <li>
        {message.role === 'user' ? (
          <div ref={questionRef} className={clsx(styles.message, styles.question)}>
            <span className="sr-only">You asked: </span>
            {message.text}
          </div>
        ) : (
          <AssistantMessage
            text={message.text}
            citations={message.citations}
            phase={message.phase}
            providerLabel={providerLabel}
            feedback={message.feedback === undefined ? undefined : {value: message.feedback, onChange: (value) => onFeedback(message.id, value)}}
          />
        )}
        {message.pending && <PendingBadge underQuestion={message.role === 'user'} />}
      </li>
    );
  },
  (before, after) =>
    sameMessage(before.message, after.message) &&
    before.providerLabel === after.providerLabel &&
    before.onFeedback === after.onFeedback &&
    before.questionRef === after.questionRef,
);

/** Where the newest question settles: the thread's own top padding (1rem) below its top edge. */
const QUESTION_TOP = 16;

/** A chat's questions and answers, oldest first, followed by the answer still coming in. */
export function ChatThread({messages, pending, providerLabels, onFeedback, onSuggestion, answering, suggestions = SUGGESTED_QUESTIONS}: Props): React.JSX.Element {
  const scroller = useRef<HTMLDivElement>(null);
  const newestQuestion = useRef<HTMLDivElement>(null);
  /** True from a new question (or an opened chat) until the reader scrolls. */
  const bringingQuestionUp = useRef(true);
  /** True once the newest question has reached the top: from then on it is held there. */
  const questionAtTop = useRef(false);
  /** The newest turn the thread has seen: a new one starts bringing its question up. */
  const seenTurn = useRef<string | null>(null);
  /** Where this component last scrolled to: any other position is the reader's doing. */
  const scrolledTo = useRef<number | null>(null);

  // The saved messages, then what is not listed yet: a message keeps its id (and so its place and
  // its drawn content) when its saved copy replaces the one shown.
  const listed = new Set(messages.map((message) => message.id));
  const shown: ShownMessage[] = messages.map(shownMessage);
  for (const turn of pending) {
    if (!listed.has(turn.questionId)) shown.push({id: turn.questionId, role: 'user', text: turn.question, pending: false});
    shown.push({
      id: turn.answerId,
      role: 'assistant',
      text: turn.text,
      citations: turn.citations,
      phase: turn.phase,
      provider: turn.providerId,
      feedback: undefined,
      pending: false,
    });
  }
  const newestQuestionIndex = shown.reduce((found, message, index) => (message.role === 'user' ? index : found), -1);
  const newestTurn = pending.length > 0 ? pending[pending.length - 1].answerId : null;

  // A new answer is read from its start: the thread scrolls as the answer streams in only until
  // its question reaches the top, then stays put while the rest arrives below. (Following the
  // stream to its end showed the tail of the example and the sources, with the question and the
  // explanation scrolled away.) Stops for good as soon as the reader scrolls.
  //
  // Staying put is this code's job, not the browser's: what changes above the question (the
  // previous answer's rating buttons arriving once it is saved, a badge going) moved it by 26 to
  // 88 px, because Chromium's scroll anchoring picked one of those changing elements as its anchor
  // (`overflow-anchor: none` on the thread turns that off). So once the question is at the top it
  // is held there, in the frame the change is laid out in, until the reader scrolls.
  const bringQuestionUp = useCallback(() => {
    const thread = scroller.current;
    const question = newestQuestion.current;
    if (!bringingQuestionUp.current || !thread || !question) return;
    const below = () => question.getBoundingClientRect().top - thread.getBoundingClientRect().top - QUESTION_TOP;
    const offset = below();
    // Up to the top only while it comes up; both ways once it is held there. Less than a pixel
    // is a fraction the layout rounds away, not a move.
    if (offset >= 1 || (questionAtTop.current && offset <= -1)) thread.scrollTop += offset;
    scrolledTo.current = thread.scrollTop;
    if (Math.abs(below()) < 1) questionAtTop.current = true;
  }, []);
  // That step reads layout. Run right after a render (as it was, in a layout effect) it made the
  // browser lay the new answer out there and then, inside the task of the click on Ask: about a
  // quarter of that task's time (Chrome trace, bench/chat.mjs, issue 31). A ResizeObserver calls
  // back in the frame itself, after the browser's own layout and before it paints: the read costs
  // nothing there, and the same frame still shows the question at the top. It watches the list
  // (it grows with each question and each streamed piece) and the thread (its height changes when
  // a notice or the page's size does). Where there is no ResizeObserver (jsdom), after each render.
  const watchSizes = useCallback(
    (list: HTMLOListElement | null) => {
      const thread = list?.parentElement;
      if (!list || !thread || typeof ResizeObserver !== 'function') return undefined;
      const observer = new ResizeObserver(bringQuestionUp);
      observer.observe(list);
      observer.observe(thread);
      return () => observer.disconnect();
    },
    [bringQuestionUp],
  );
  useLayoutEffect(() => {
    if (newestTurn !== null && newestTurn !== seenTurn.current) {
      bringingQuestionUp.current = true;
      questionAtTop.current = false;
      seenTurn.current = newestTurn;
    }
    if (typeof ResizeObserver !== 'function') bringQuestionUp();
  });
  const onScroll = () => {
    const thread = scroller.current;
    if (thread && scrolledTo.current !== null && Math.abs(thread.scrollTop - scrolledTo.current) > 2) bringingQuestionUp.current = false;
  };

  if (shown.length === 0) {
    return (
      <div className={styles.thread} ref={scroller}>
        <div className={styles.welcome}>
          <h2 className={styles.welcomeTitle}>Ask PyDocs</h2>
          <p>
            Answers come from PyDocs&apos; own documentation, tutorials, code examples and FAQ, with links to the exact sections they
            are taken from. Follow-up questions build on the conversation.
          </p>
          <p className={styles.suggestionsLabel}>Try one of these:</p>
          <ul className={styles.suggestions}>
            {suggestions.map((question) => (
              <li key={question}>
                <button type="button" className={styles.suggestion} disabled={answering} onClick={() => onSuggestion(question)}>
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.thread} ref={scroller} onScroll={onScroll}>
      <ol ref={watchSizes} className={styles.messages} aria-label="Messages">
        {shown.map((message, index) => (
          <MessageItem
            key={message.id}
            message={message}
            providerLabel={message.role === 'assistant' ? providerLabels[message.provider] : undefined}
            onFeedback={onFeedback}
            questionRef={index === newestQuestionIndex ? newestQuestion : undefined}
          />
        ))}
      </ol>
    </div>
  );
}
