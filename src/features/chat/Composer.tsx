import React, {useId, useRef, useState, type FormEvent, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import {CHAT_LIMITS} from './model';
import type {AnswerProvider, ProviderId} from './providers/AnswerProvider';
import styles from './chat.module.css';

type Props = Readonly<{
  answering: boolean;
  onAsk: (question: string) => void;
  onStop: () => void;
  providers: readonly AnswerProvider[];
  providerId: ProviderId;
  onProviderChange: (id: ProviderId) => void;
  inputRef?: React.Ref<HTMLTextAreaElement>;
}>;

/** The question box. Enter asks, Shift+Enter starts a new line; while an answer comes, Stop. */
export function Composer({answering, onAsk, onStop, providers, providerId, onProviderChange, inputRef}: Props): React.JSX.Element {
  const id = useId();
  const [question, setQuestion] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const canAsk = question.trim().length > 0 && !answering;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canAsk) return;
    onAsk(question.trim());
    setQuestion('');
  };
  const submitOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  return (
    <form ref={formRef} className={styles.composer} onSubmit={submit}>
      <label htmlFor={`${id}-question`} className="sr-only">
        Ask a Python question
      </label>
      <textarea
        id={`${id}-question`}
        ref={inputRef}
        className={styles.questionInput}
        rows={2}
        maxLength={CHAT_LIMITS.questionLength}
        placeholder="Ask a Python question, e.g. How do I read a CSV file?"
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        onKeyDown={submitOnEnter}
        aria-describedby={`${id}-hint`}
      />
      <div className={styles.composerBar}>
        <p id={`${id}-hint`} className={styles.composerHint}>
          Enter to ask · Shift+Enter for a new line
        </p>
        {providers.length > 1 && (
          <label className={styles.providerPicker}>
            Answer with{' '}
            <select value={providerId} onChange={(event) => onProviderChange(event.target.value as ProviderId)}>
              {providers.map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {answering ? (
          <button type="button" className={clsx('button button--secondary', styles.sendButton)} onClick={onStop}>
            Stop
          </button>
        ) : (
          <button type="submit" className={clsx('button button--primary', styles.sendButton)} disabled={!canAsk}>
            Ask
          </button>
        )}
      </div>
    </form>
  );
}
