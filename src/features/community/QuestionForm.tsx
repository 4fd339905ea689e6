import React, {useEffect, useId} from 'react';
import clsx from 'clsx';
import {MarkdownEditor} from './MarkdownEditor';
import {LIMITS, parseTags, textLength, type Post, type QuestionField} from './model';
import {useQuestionForm} from './useQuestionForm';
import styles from './community.module.css';

type Props = Readonly<{
  /** The question being edited; absent when asking a new one. */
  post?: Post;
  /** Called once the question is saved locally (it syncs by itself), with its id. */
  onDone: (postId: string) => void;
  onCancel: () => void;
}>;

/**
 * Asking (or editing) a question: title, Markdown details with a live preview, tags. Everything
 * typed is kept as a draft on this device until it is sent, and comes back if the server refuses it.
 */
export function QuestionForm({post, onDone, onCancel}: Props): React.JSX.Element {
  const id = useId();
  const editing = post !== undefined;
  const {draft, errors, sending, failure, fieldRefs, change, handleSubmit, clear} = useQuestionForm({post, onDone});
  const {title: titleRef, body: bodyRef, tags: tagsRef} = fieldRefs;

  useEffect(() => titleRef.current?.focus(), [titleRef]);

  const describe = (field: QuestionField, ...more: string[]) => [...more, errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ');
  const tags = parseTags(draft.tags);
  const heading = editing ? 'Edit your question' : 'Ask a question';

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <form onSubmit={handleSubmit} noValidate>
        {failure && (
          <div className="alert alert--danger margin-bottom--md" role="alert">
            {failure}
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-title`} className={styles.label}>
            Title
          </label>
          <p id={`${id}-title-hint`} className={styles.hint}>
            Sum up the problem in one sentence, e.g. “Why does my generator stop after the first loop?”
          </p>
          <input
            ref={titleRef}
            id={`${id}-title`}
            className={clsx(styles.input, errors.title && styles.invalid)}
            value={draft.title}
            onChange={(event) => change('title', event.target.value)}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describe('title', `${id}-title-hint`, `${id}-title-count`)}
            autoComplete="off"
          />
          <p id={`${id}-title-count`} className={clsx(styles.counter, textLength(draft.title.trim()) > LIMITS.titleMax && styles.counterOver)}>
            {textLength(draft.title.trim())} / {LIMITS.titleMax} characters
          </p>
          {errors.title && (
            <p id={`${id}-title-error`} className={styles.error}>
              {errors.title}
            </p>
          )}
        </div>

        <MarkdownEditor
          id={`${id}-body`}
          label="Details"
          value={draft.body}
          onChange={(value) => change('body', value)}
          maxLength={LIMITS.bodyMax}
          error={errors.body}
          textareaRef={bodyRef}
          hint="What are you trying to do, what did you try, and what happened (the full error message helps)?"
        />

        <div className={styles.field}>
          <label htmlFor={`${id}-tags`} className={styles.label}>
            Tags
          </label>
          <p id={`${id}-tags-hint`} className={styles.hint}>
            1 to 5 tags, separated by spaces or commas: lower-case letters, digits and hyphens, e.g. <code>asyncio</code>{' '}
            <code>list-comprehension</code>.
          </p>
          <input
            ref={tagsRef}
            id={`${id}-tags`}
            className={clsx(styles.input, errors.tags && styles.invalid)}
            value={draft.tags}
            onChange={(event) => change('tags', event.target.value)}
            aria-invalid={errors.tags ? true : undefined}
            aria-describedby={describe('tags', `${id}-tags-hint`)}
            autoComplete="off"
            autoCapitalize="none"
          />
          {tags.length > 0 && (
            <ul className={styles.tagList} aria-label="Tags as they will appear">
              {tags.map((tag) => (
                <li key={tag} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {errors.tags && (
            <p id={`${id}-tags-error`} className={styles.error}>
              {errors.tags}
            </p>
          )}
        </div>

        <div className={styles.formActions}>
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? 'Posting…' : editing ? 'Save changes' : 'Post your question'}
          </button>
          {editing ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                clear();
                onCancel();
              }}
            >
              Cancel
            </button>
          ) : (
            <>
              <button type="button" className="button button--secondary" onClick={onCancel}>
                Close
              </button>
              {(draft.title || draft.body || draft.tags) && (
                <button type="button" className="button button--link" onClick={clear}>
                  Discard draft
                </button>
              )}
              <span className={styles.muted}>Your draft is saved on this device as you type.</span>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
