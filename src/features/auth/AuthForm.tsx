import React, {useId, useState, type FormEvent} from 'react';
import clsx from 'clsx';
import {useHydrated} from '@site/src/hooks/useHydrated';
import {useAuth} from './AuthProvider';
import {friendlyAuthMessage} from './errors';
import styles from './auth.module.css';

export type AuthMode = 'login' | 'signup' | 'reset';

export const MIN_PASSWORD_LENGTH = 6;

const TEXT: Readonly<Record<AuthMode, {submit: string; pending: string; failure: string}>> = {
  login: {submit: 'Login', pending: 'Logging in...', failure: 'Failed to log in: '},
  signup: {submit: 'Create account', pending: 'Creating account...', failure: 'Failed to create account: '},
  reset: {submit: 'Send reset link', pending: 'Sending...', failure: 'Failed to send reset e-mail: '},
};

type Props = Readonly<{
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called after a successful sign-in or sign-up. */
  onSuccess: () => void;
}>;

/**
 * The e-mail and password form shared by the login modal and the /login page: sign in, create an
 * account, or ask for a password-reset e-mail. Nothing typed is lost when switching modes.
 */
export function AuthForm({mode, onModeChange, onSuccess}: Props): React.JSX.Element {
  const {login, signUp, resetPassword} = useAuth();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const hydrated = useHydrated();
  const text = TEXT[mode];

  const switchTo = (next: AuthMode) => {
    setError(null);
    setFieldError(null);
    setResetSentTo(null);
    onModeChange(next);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    setFieldError(null);
    setResetSentTo(null);
    if (mode === 'signup') {
      if (password.length < MIN_PASSWORD_LENGTH) {
        setFieldError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
        return;
      }
      if (password !== confirmation) {
        setFieldError('The passwords do not match.');
        return;
      }
    }
    setPending(true);
    try {
      if (mode === 'login') await login(email, password);
      else if (mode === 'signup') await signUp(email, password);
      else {
        await resetPassword(email);
        setResetSentTo(email.trim());
        setPending(false);
        return;
      }
      setPending(false);
      onSuccess();
    } catch (caught) {
      setError(`${text.failure}${friendlyAuthMessage(caught)}`);
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate={false} aria-busy={pending}>
      {error && (
        <div className={clsx('alert alert--danger', styles.banner)} role="alert">
          {error}
        </div>
      )}
      {resetSentTo && (
        <div className={clsx('alert alert--success', styles.banner)} role="status">
          If an account exists for {resetSentTo}, we have sent it a link to reset the password. Check your inbox.
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete={mode === 'signup' ? 'email' : 'username'}
          value={email}
          readOnly={!hydrated}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      {mode !== 'reset' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            required
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            aria-describedby={mode === 'signup' ? `${id}-password-hint` : undefined}
            value={password}
            readOnly={!hydrated}
            onChange={(event) => setPassword(event.target.value)}
          />
          {mode === 'signup' && (
            <small id={`${id}-password-hint`} className={styles.hint}>
              At least {MIN_PASSWORD_LENGTH} characters.
            </small>
          )}
        </div>
      )}
      {mode === 'signup' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-confirm`}>Confirm password</label>
          <input
            id={`${id}-confirm`}
            name="confirm-password"
            type="password"
            required
            autoComplete="new-password"
            value={confirmation}
            readOnly={!hydrated}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </div>
      )}
      {fieldError && (
        <p className={styles.fieldError} role="alert">
          {fieldError}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={pending || !hydrated}>
        {pending ? text.pending : text.submit}
      </button>
      <div className={styles.switches}>
        {mode === 'login' && (
          <>
            <button type="button" className={styles.linkButton} disabled={!hydrated} onClick={() => switchTo('reset')}>
              Forgot password?
            </button>
            <button type="button" className={styles.linkButton} disabled={!hydrated} onClick={() => switchTo('signup')}>
              Create an account
            </button>
          </>
        )}
        {mode !== 'login' && (
          <button type="button" className={styles.linkButton} disabled={!hydrated} onClick={() => switchTo('login')}>
            Back to login
          </button>
        )}
      </div>
    </form>
  );
}

export const AUTH_TITLES: Readonly<Record<AuthMode, string>> = {
  login: 'Login to Community',
  signup: 'Create your PyDocs account',
  reset: 'Reset your password',
};
