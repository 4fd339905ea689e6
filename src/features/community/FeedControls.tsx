import React, {useEffect, useId, useState, type FormEvent} from 'react';
import clsx from 'clsx';
import {useHydrated} from '@site/src/hooks/useHydrated';
import {FEED_VIEWS, FEED_VIEW_LABELS, parseTags, tagError, type FeedView} from './model';
import styles from './community.module.css';

type Props = Readonly<{
  view: FeedView;
  tag: string | null;
  onViewChange: (view: FeedView) => void;
  onTagChange: (tag: string | null) => void;
}>;

/** Newest / Top / Unanswered, and a tag filter. */
export function FeedControls({view, tag, onViewChange, onTagChange}: Props): React.JSX.Element {
  const id = useId();
  const [typed, setTyped] = useState(tag ?? '');
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  useEffect(() => setTyped(tag ?? ''), [tag]);

  const applyTag = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [first, ...rest] = parseTags(typed);
    if (!first) {
      setError(null);
      onTagChange(null);
      return;
    }
    const problem = rest.length > 0 ? 'Filter by one tag at a time.' : tagError([first]);
    setError(problem ?? null);
    if (!problem) onTagChange(first);
  };

  return (
    <div className={styles.controls}>
      <div className={styles.views} role="group" aria-label="Sort questions">
        {FEED_VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            className={clsx('button button--sm', option === view ? 'button--primary' : 'button--secondary')}
            aria-pressed={option === view}
            onClick={() => onViewChange(option)}
          >
            {FEED_VIEW_LABELS[option]}
          </button>
        ))}
      </div>
      <form className={styles.tagFilter} onSubmit={applyTag} role="search" aria-label="Filter questions by tag">
        <label htmlFor={`${id}-tag`} className="sr-only">
          Tag
        </label>
        <input
          id={`${id}-tag`}
          className={clsx(styles.input, styles.tagInput, error && styles.invalid)}
          placeholder="Filter by tag, e.g. asyncio"
          value={typed}
          readOnly={!hydrated}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoCapitalize="none"
        />
        <button type="submit" className="button button--sm button--secondary" disabled={!hydrated}>
          Filter
        </button>
        {tag && (
          <button type="button" className="button button--sm button--link" onClick={() => onTagChange(null)}>
            Clear tag “{tag}”
          </button>
        )}
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
