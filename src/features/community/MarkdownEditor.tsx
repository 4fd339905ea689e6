import React, {useDeferredValue, type ReactNode} from 'react';
import clsx from 'clsx';
import {Markdown} from './Markdown';
import {textLength} from './model';
import styles from './community.module.css';

type Props = Readonly<{
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string;
  hint?: ReactNode;
  rows?: number;
  textareaRef?: React.Ref<HTMLTextAreaElement>;
}>;

/**
 * A Markdown text area with a live preview beside it (below it on small screens). No maxlength
 * attribute on purpose: a long paste is kept whole and the counter and error say what to trim.
 */
export function MarkdownEditor({id, label, value, onChange, maxLength, error, hint, rows = 10, textareaRef}: Props): React.JSX.Element {
  // Typing stays responsive on long posts: the preview may lag a keystroke behind.
  const preview = useDeferredValue(value);
  const length = textLength(value.trim());
  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint} Markdown works: <code>**bold**</code>, <code>`code`</code>, <code>```python</code> blocks, <code>[links](https://…)</code>.
      </p>
      <div className={styles.editorGrid}>
        <textarea
          ref={textareaRef}
          id={id}
          className={clsx(styles.textarea, error && styles.invalid)}
          value={value}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          spellCheck
        />
        <section className={styles.preview} aria-label={`${label}: preview`}>
          <p className={styles.previewLabel} aria-hidden="true">
            Preview
          </p>
          {preview.trim() ? <Markdown source={preview} /> : <p className={styles.muted}>What you write appears here, formatted.</p>}
        </section>
      </div>
      <p id={`${id}-count`} className={clsx(styles.counter, length > maxLength && styles.counterOver)}>
        {length.toLocaleString('en-US')} / {maxLength.toLocaleString('en-US')} characters
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
