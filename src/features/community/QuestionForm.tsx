import React, {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import clsx from 'clsx';
import {useCommunity} from './CommunityProvider';
import {MarkdownEditor} from './MarkdownEditor';
import {LIMITS, parseTags, textLength, validateQuestion, type FieldErrors, type Post, type QuestionField, type QuestionInput} from './model';
import {explainRefusal, forgetSent, tooSoon} from './pacing';
import {askQuestion, editQuestion} from './posts';
import {friendlyDataError} from './store';
import {draftKey, saveDraft, useDraft} from './useDraft';
import {reportWriteFailure} from './writeFailures';
import styles from './community.module.css';

type Props = Readonly<{
  /** The question being edited; absent when asking a new one. */
  post?: Post;
  /** Called once the question is saved locally (it syncs by itself), with its id. */
  onDone: (postId: string) => void;
  onCancel: () => void;
}>;

const FIELD_ORDER: readonly QuestionField[] = ['title', 'body', 'tags'];

/** How long a new question waits for the server before its page opens anyway (as pending). */
const SERVER_WAIT_MS = 4000;

/** 'saved' once the write is accepted, an Error wrapping the refusal, or 'later' after `ms`. */
async function settledWithin(synced: Promise<void>, ms: number): Promise<'saved' | 'later' | Error> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = new Promise<'later'>((resolve) => {
    timer = setTimeout(() => resolve('later'), ms);
  });
  try {
    return await Promise.race([synced.then(() => 'saved' as const, (error: unknown) => new Error('refused', {cause: error})), later]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asking (or editing) a question: title, Markdown details with a live preview, tags. Everything
 * typed is kept as a draft on this device until it is sent, and comes back if the server refuses it.
 */
export function QuestionForm({post, onDone, onCancel}: Props): React.JSX.Element {
  const {user, connection, whenProfileReady} = useCommunity();
  const id = useId();
  const editing = post !== undefined;
  // The starting point is the question as it was when editing began, not as it changes since.
  const [empty] = useState<QuestionInput>(() =>
    post ? {title: post.title, body: post.body, tags: post.tags.join(' ')} : {title: '', body: '', tags: ''},
  );
  const key = draftKey(user?.uid, post ? `edit-${post.id}` : 'ask');
  const [draft, update, clear] = useDraft<QuestionInput>(key, empty);
  const [errors, setErrors] = useState<FieldErrors<QuestionField>>({});
  const [triedToSend, setTriedToSend] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const tagsRef = useRef<HTMLInputElement>(null);
  const fieldRefs = {title: titleRef, body: bodyRef, tags: tagsRef};

  useEffect(() => titleRef.current?.focus(), []);

  const change = (field: QuestionField, value: string) => {
    update({[field]: value});
    // After a first attempt, errors follow the typing so the reader sees them go away.
    if (triedToSend) {
      const result = validateQuestion({...draft, [field]: value});
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user || sending) return;
    setTriedToSend(true);
    setFailure(null);
    const result = validateQuestion(draft);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) fieldRefs[first].current?.focus();
      return;
    }
    setErrors({});
    // The rate limit (one question every 30 seconds), checked before anything is sent so the
    // question stays in the form.
    const wait = post ? null : tooSoon(user.uid, 'question');
    if (wait) {
      setFailure(wait);
      return;
    }
    setSending(true);
    // Questions are stored with the author's profile (the rules check it exists). It is created
    // when a reader first arrives and read again on every page load: wait for it if need be.
    if (!(await whenProfileReady())) {
      setFailure('One moment: your community profile is still being set up. Please try again in a few seconds.');
      setSending(false);
      return;
    }
    const sent = draft;
    try {
      if (post) {
        const {synced} = await editQuestion(post.id, result.value);
        clear();
        synced.catch((error: unknown) => {
          saveDraft(key, sent);
          reportWriteFailure(`Your edit of “${result.value.title}” was not saved: ${friendlyDataError(error)} Your text is kept in the edit form.`);
        });
        onDone(post.id);
      } else {
        const {postId, synced} = await askQuestion(result.value, user.uid);
        // Online, open the question once the server has it (normally a fraction of a second):
        // a refusal then shows right here, with the text still in the form. Offline, or if the
        // server is slow, open it at once; it shows as waiting to sync and syncs by itself.
        const outcome = connection === 'offline' ? 'later' : await settledWithin(synced, SERVER_WAIT_MS);
        if (outcome instanceof Error) {
          forgetSent(user.uid, 'question');
          setFailure(`Your question could not be published: ${await explainRefusal(outcome.cause, user.uid, 'question')}`);
          setSending(false);
          return;
        }
        clear();
        if (outcome === 'later') {
          synced.catch(async (error: unknown) => {
            saveDraft(key, sent);
            forgetSent(user.uid, 'question');
            const reason = await explainRefusal(error, user.uid, 'question');
            reportWriteFailure(`Your question “${result.value.title}” could not be published: ${reason} Your text is back in the Ask a question form.`);
          });
        }
        onDone(postId);
      }
    } catch (error) {
      setFailure(friendlyDataError(error));
      setSending(false);
    }
  };

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
