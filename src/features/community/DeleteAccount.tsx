import React, {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import clsx from 'clsx';
import {friendlyAuthMessage} from '../auth';
import {RecentLoginRequiredError, deleteAccount} from './account';
import styles from './community.module.css';

type Step = 'idle' | 'confirm' | 'password' | 'deleting' | 'done';

/**
 * "Delete my account": removes the profile, chats and newsletter entry, then the account; the
 * questions and answers stay, shown as by "deleted user". Firebase wants a recent sign-in for
 * this, so the password is asked for again when needed (before anything is deleted).
 */
export function DeleteAccount({onDeleted}: {onDeleted: () => void}): React.JSX.Element {
  const id = useId();
  const [step, setStep] = useState<Step>('idle');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (step === 'password') passwordRef.current?.focus();
    if (step === 'confirm') confirmRef.current?.focus();
  }, [step]);

  const run = async (withPassword?: string) => {
    setError(null);
    setStep('deleting');
    try {
      await deleteAccount(withPassword);
      setStep('done');
      onDeleted();
    } catch (failure) {
      if (failure instanceof RecentLoginRequiredError) {
        if (withPassword !== undefined) setError('That password did not work. Please try again.');
        setStep('password');
        return;
      }
      const code = (failure as {code?: unknown} | null)?.code;
      if (typeof code === 'string' && code.startsWith('auth/')) {
        setError(friendlyAuthMessage(failure));
        setStep(withPassword !== undefined ? 'password' : 'confirm');
        return;
      }
      setError('We could not delete your account just now. Check your connection and try again.');
      setStep('confirm');
    }
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setError('Enter your password.');
      return;
    }
    void run(password);
  };

  return (
    <section className={styles.dangerZone} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Delete your account</h2>
      <p>
        This deletes your account, your profile, your chats and (for a verified e-mail address) your newsletter subscription. Your questions and answers stay
        so that others can still learn from them, shown as written by a “deleted user”. This cannot be undone.
      </p>
      {error && (
        <div className="alert alert--danger margin-bottom--md" role="alert">
          {error}
        </div>
      )}
      {step === 'idle' && (
        <button type="button" className={clsx('button button--danger button--outline', styles.dangerButton)} onClick={() => setStep('confirm')}>
          Delete my account…
        </button>
      )}
      {step === 'confirm' && (
        <div className={styles.formActions}>
          <button ref={confirmRef} type="button" className={clsx('button button--danger', styles.dangerButton)} onClick={() => void run()}>
            Yes, delete my account
          </button>
          <button type="button" className="button button--secondary" onClick={() => setStep('idle')}>
            Cancel
          </button>
        </div>
      )}
      {(step === 'password' || (step === 'deleting' && password !== '')) && (
        <form onSubmit={submitPassword} className={styles.passwordForm}>
          <p>For your security, please enter your password again to delete your account.</p>
          <label htmlFor={`${id}-password`} className={styles.label}>
            Password
          </label>
          <input
            ref={passwordRef}
            id={`${id}-password`}
            type="password"
            className={styles.input}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={step === 'deleting'}
          />
          <div className={styles.formActions}>
            <button type="submit" className={clsx('button button--danger', styles.dangerButton)} disabled={step === 'deleting'}>
              {step === 'deleting' ? 'Deleting…' : 'Confirm and delete my account'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setStep('idle');
                setPassword('');
                setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      {step === 'deleting' && password === '' && <p role="status">Deleting your account…</p>}
    </section>
  );
}
