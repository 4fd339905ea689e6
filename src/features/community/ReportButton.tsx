import React, {useEffect, useId, useState, type FormEvent} from 'react';
import clsx from 'clsx';
import {useCommunity} from './CommunityProvider';
import {LIMITS, REPORT_REASONS, REPORT_REASON_LABELS, reportNoteError, type ReportReason, type Target} from './model';
import {explainRefusal, forgetSent, tooSoon} from './pacing';
import {reportContent, watchMyReport} from './reports';
import {friendlyDataError} from './store';
import {reportWriteFailure} from './writeFailures';
import styles from './community.module.css';

function useAlreadyReported(target: Target, uid: string | null): boolean | undefined {
  const [reported, setReported] = useState<boolean | undefined>(undefined);
  const {postId, answerId} = target;
  useEffect(() => {
    setReported(undefined);
    if (!uid) return undefined;
    return watchMyReport({postId, answerId}, uid, setReported, () => setReported(false));
  }, [postId, answerId, uid]);
  return reported;
}

type Props = Readonly<{target: Target; kind: 'question' | 'answer'}>;

/** "Report": asks why (and an optional note) and files one report per reader per item. */
export function ReportButton({target, kind}: Props): React.JSX.Element {
  const {user, whenSignedIn} = useCommunity();
  const id = useId();
  const reported = useAlreadyReported(target, user?.uid ?? null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (reported) {
    return (
      <span className={styles.reported} role="status">
        Reported. Thank you, a moderator will take a look.
      </span>
    );
  }

  if (!open) {
    return (
      <button type="button" className={styles.linkButton} onClick={() => whenSignedIn(() => setOpen(true))} disabled={user !== null && reported === undefined}>
        Report
      </button>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) return;
    const problem = reportNoteError(note) ?? tooSoon(user.uid, 'report');
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const {synced} = await reportContent(target, user.uid, reason, note);
      setOpen(false);
      synced.catch(async (failure: unknown) => {
        forgetSent(user.uid, 'report');
        reportWriteFailure(`Your report was not filed: ${await explainRefusal(failure, user.uid, 'report')}`);
      });
    } catch (failure) {
      setError(friendlyDataError(failure));
    }
  };

  return (
    <form className={styles.reportForm} onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <fieldset>
        <legend id={`${id}-legend`}>Why are you reporting this {kind}?</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className={styles.radio}>
            <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} />{' '}
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-note`} className={styles.label}>
        Anything a moderator should know? (optional)
      </label>
      <textarea
        id={`${id}-note`}
        className={styles.textarea}
        rows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <p className={styles.counter}>
        {note.trim().length} / {LIMITS.reportNoteMax} characters
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={clsx('button button--sm button--danger', styles.dangerButton)}>
          Send report
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
