import React, {useLayoutEffect, useRef} from 'react';
import clsx from 'clsx';
import {AssistantMessage, type AnswerPhase} from './AssistantMessage';
import type {ChatMessage, Feedback} from './model';
import type {Citation, ProviderId} from './providers/AnswerProvider';
import styles from './chat.module.css';

/** The answer being produced, before it is saved. */
export type PendingAnswer = Readonly<{
  /** null while the chat it starts is being created. */
  chatId: string | null;
  question: string;
  providerId: ProviderId;
  phase: Extract<AnswerPhase, 'thinking' | 'streaming'>;
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
  pending: PendingAnswer | null;
  providerLabels: Readonly<Partial<Record<ProviderId, string>>>;
  onFeedback: (messageId: string, feedback: Feedback | null) => void;
  onSuggestion: (question: string) => void;
  answering: boolean;
  /** The questions offered in an empty chat; general ones unless given. */
  suggestions?: readonly string[];
}>;

/** Where the newest question settles: the thread's own top padding (1rem) below its top edge. */
const QUESTION_TOP = 16;

/** A chat's questions and answers, oldest first, followed by the answer still coming in. */
export function ChatThread({messages, pending, providerLabels, onFeedback, onSuggestion, answering, suggestions = SUGGESTED_QUESTIONS}: Props): React.JSX.Element {
  const scroller = useRef<HTMLDivElement>(null);
  const newestQuestion = useRef<HTMLDivElement>(null);
  /** True from a new question (or an opened chat) until that question has reached the top. */
  const bringingQuestionUp = useRef(true);
  const wasAnswering = useRef(false);
  /** Where this component last scrolled to: any other position is the reader's doing. */
  const scrolledTo = useRef<number | null>(null);

  // The question is saved (and listed) a moment after it is asked: show it meanwhile.
  const last = messages[messages.length - 1];
  const questionAlreadyShown = pending && last?.role === 'user' && last.text === pending.question;
  const pendingQuestionShown = pending !== null && !questionAlreadyShown;
  const newestSavedQuestion = pendingQuestionShown ? -1 : messages.reduce((found, message, index) => (message.role === 'user' ? index : found), -1);

  // A new answer is read from its start: the thread scrolls as the answer streams in only until
  // its question reaches the top, then stays put while the rest arrives below. (Following the
  // stream to its end showed the tail of the example and the sources, with the question and the
  // explanation scrolled away.) Runs after every render, as the answer grows; stops for good as
  // soon as the reader scrolls. A new question is the start of a pending answer (not a count of
  // questions: for a moment the saved answer and the pending one are both listed).
  useLayoutEffect(() => {
    if (pending !== null && !wasAnswering.current) bringingQuestionUp.current = true;
    wasAnswering.current = pending !== null;
    const thread = scroller.current;
    const question = newestQuestion.current;
    if (!bringingQuestionUp.current || !thread || !question) return;
    const below = () => question.getBoundingClientRect().top - thread.getBoundingClientRect().top - QUESTION_TOP;
    if (below() > 0) thread.scrollTop += below();
    scrolledTo.current = thread.scrollTop;
    if (below() <= 1) bringingQuestionUp.current = false;
  });
  const onScroll = () => {
    const thread = scroller.current;
    if (thread && scrolledTo.current !== null && Math.abs(thread.scrollTop - scrolledTo.current) > 2) bringingQuestionUp.current = false;
  };

  if (messages.length === 0 && !pending) {
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
      <ol className={styles.messages} aria-label="Messages">
        {messages.map((message, index) => (
          <li key={message.id}>
            {message.role === 'user' ? (
              <div ref={index === newestSavedQuestion ? newestQuestion : undefined} className={clsx(styles.message, styles.question)}>
                <span className="sr-only">You asked: </span>
                {message.text}
              </div>
            ) : (
              <AssistantMessage
                text={message.text}
                citations={message.citations}
                phase={message.status}
                providerLabel={providerLabels[message.provider]}
                feedback={{value: message.feedback, onChange: (value) => onFeedback(message.id, value)}}
              />
            )}
            {/* The community's wording and look for a write the server does not have yet. */}
            {message.pending && <span className={clsx(styles.badgePending, message.role === 'user' && styles.badgeEnd)}>Waiting to sync</span>}
          </li>
        ))}
        {pendingQuestionShown && (
          <li>
            <div ref={newestQuestion} className={clsx(styles.message, styles.question)}>
              <span className="sr-only">You asked: </span>
              {pending.question}
            </div>
          </li>
        )}
        {pending && (
          <li>
            <AssistantMessage text={pending.text} citations={pending.citations} phase={pending.phase} providerLabel={providerLabels[pending.providerId]} />
          </li>
        )}
      </ol>
    </div>
  );
}
