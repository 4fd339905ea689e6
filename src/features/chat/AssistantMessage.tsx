import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {AnswerMarkdown} from './AnswerMarkdown';
import type {AnswerStatus, Feedback} from './model';
import type {Citation} from './providers/AnswerProvider';
import styles from './chat.module.css';

export const GENERATED_LABEL = 'Generated answer — check the linked pages';

/** Where an answer is in its life: still coming, or saved with how it ended. */
export type AnswerPhase = 'thinking' | 'streaming' | AnswerStatus;

type Props = Readonly<{
  text: string;
  citations: readonly Citation[];
  phase: AnswerPhase;
  providerLabel?: string;
  /** Present once the answer is saved: the reader can rate it. */
  feedback?: Readonly<{value: Feedback | null; onChange: (value: Feedback | null) => void}>;
}>;

function ThumbIcon({down = false}: {down?: boolean}): React.JSX.Element {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" style={down ? {transform: 'rotate(180deg)'} : undefined}>
      <path d="M7 11v9H4v-9h3zm0 0l4-8c1.7 0 2.5 1 2.2 2.6L12.6 9H18a2 2 0 012 2.3l-1.2 6.9A2 2 0 0116.8 20H7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function FeedbackButtons({value, onChange}: NonNullable<Props['feedback']>): React.JSX.Element {
  const toggle = (choice: Feedback) => onChange(value === choice ? null : choice);
  return (
    <div className={styles.feedback} role="group" aria-label="Was this answer helpful?">
      <button type="button" className={styles.iconButton} aria-label="Helpful" aria-pressed={value === 'up'} onClick={() => toggle('up')}>
        <ThumbIcon />
      </button>
      <button type="button" className={styles.iconButton} aria-label="Not helpful" aria-pressed={value === 'down'} onClick={() => toggle('down')}>
        <ThumbIcon down />
      </button>
      <span className={styles.feedbackThanks} role="status">
        {value ? 'Thanks for your feedback.' : ''}
      </span>
    </div>
  );
}

/** One answer: labelled as generated, its Markdown, its sources and, once saved, thumbs up/down. */
export function AssistantMessage({text, citations, phase, providerLabel, feedback}: Props): React.JSX.Element {
  const busy = phase === 'thinking' || phase === 'streaming';
  return (
    <article className={clsx(styles.message, styles.answer)} aria-label="Answer" aria-busy={busy}>
      <p className={styles.generatedLabel}>
        {GENERATED_LABEL}
        {providerLabel && <span className={styles.provider}> · {providerLabel}</span>}
      </p>
      {phase === 'thinking' ? (
        <p className={styles.thinking} role="status">
          <span className={styles.thinkingDots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          Thinking…
        </p>
      ) : (
        <AnswerMarkdown markdown={text} />
      )}
      {phase === 'stopped' && <p className={styles.stoppedNote}>{text ? 'Stopped before the end.' : 'Stopped before any answer was written.'}</p>}
      {citations.length > 0 && phase !== 'thinking' && (
        <nav aria-label="Sources" className={styles.sources}>
          <h3 className={styles.sourcesTitle}>Sources</h3>
          <ul>
            {citations.map((citation) => (
              <li key={citation.url}>
                <Link to={citation.url}>{citation.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {feedback && !busy && <FeedbackButtons {...feedback} />}
    </article>
  );
}
