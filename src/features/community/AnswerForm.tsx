import React, {useId, useRef, useState, type FormEvent} from 'react';
import {postAnswer} from './answers';
import {useCommunity} from './CommunityProvider';
import {MarkdownEditor} from './MarkdownEditor';
import {LIMITS, validateAnswer} from './model';
import {explainRefusal, forgetSent, tooSoon} from './pacing';
import {friendlyDataError} from './store';
import {draftKey, useDraft} from './useDraft';
import styles from './community.module.css';

type Props = Readonly<{postId: string; onAnswered?: (answerId: string) => void}>;

/**
 * "Your answer": Markdown with a live preview. The draft is kept per question on this device; if
 * the server refuses the answer, the text comes back into the form with the reason.
 */
export function AnswerForm({postId, onAnswered}: Props): React.JSX.Element {
  const {user, authLoading, whenSignedIn, whenProfileReady} = useCommunity();
  const id = useId();
  const [draft, update, clear] = useDraft(draftKey(user?.uid, `answer-${postId}`), {body: ''});
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  if (authLoading) return <div className={styles.formPlaceholder} aria-hidden="true" />;
  if (!user) {
    return (
      <div className={styles.signInPrompt}>
        <p>Know the answer? Log in to share it.</p>
        <button type="button" className="button button--primary" onClick={() => whenSignedIn(() => undefined)}>
          Log in to answer
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const result = validateAnswer(draft.body);
    if (!result.ok) {
      setError(result.error);
      bodyRef.current?.focus();
      return;
    }
    // The rate limit, checked before anything is sent so the answer stays in the form.
    const wait = tooSoon(user.uid, 'answer');
    if (wait) {
      setError(wait);
      return;
    }
    setError(undefined);
    setSending(true);
    // Answers are stored with the author's profile, created when a reader first arrives and read
    // again on every page load: wait for it if need be.
    if (!(await whenProfileReady())) {
      setError('One moment: your community profile is still being set up. Please try again in a few seconds.');
      setSending(false);
      return;
    }
    const sent = draft.body;
    try {
      const {answerId, synced} = await postAnswer(postId, result.value, user.uid);
      clear();
      onAnswered?.(answerId);
      synced.catch(async (failure: unknown) => {
        update({body: sent});
        forgetSent(user.uid, 'answer');
        setError(`Your answer could not be published: ${await explainRefusal(failure, user.uid, 'answer')} Your text is back in the form.`);
      });
    } catch (failure) {
      setError(friendlyDataError(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your answer</h2>
      <MarkdownEditor
        id={`${id}-body`}
        label="Answer"
        value={draft.body}
        onChange={(body) => {
          update({body});
          if (error) setError(validateAnswer(body).ok ? undefined : error);
        }}
        maxLength={LIMITS.bodyMax}
        error={error}
        textareaRef={bodyRef}
        rows={8}
        hint="Explain the why as well as the how; a short runnable example helps most."
      />
      <div className={styles.formActions}>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Posting…' : 'Post your answer'}
        </button>
        <span className={styles.muted}>Your draft is saved on this device as you type.</span>
      </div>
    </form>
  );
}
