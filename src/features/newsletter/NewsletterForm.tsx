import React, {useId, useState, type FormEvent} from 'react';
import clsx from 'clsx';
import {useHydrated} from '@site/src/hooks/useHydrated';
import {InvalidEmailError, subscribeToNewsletter} from './subscribe';
import styles from './newsletter.module.css';

type Status =
  | {kind: 'idle'}
  | {kind: 'pending'}
  | {kind: 'done'; message: string}
  | {kind: 'error'; message: string};

/** The footer's newsletter sign-up. The address stays in the box if anything goes wrong. */
export function NewsletterForm(): React.JSX.Element {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const hydrated = useHydrated();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus({kind: 'pending'});
    try {
      const result = await subscribeToNewsletter(email);
      setStatus({
        kind: 'done',
        message:
          result === 'subscribed'
            ? "Thanks! You're subscribed to the PyDocs newsletter."
            : "You're offline. We'll finish subscribing you as soon as you're back online.",
      });
      setEmail('');
    } catch (error) {
      setStatus({
        kind: 'error',
        message:
          error instanceof InvalidEmailError
            ? error.message
            : "Sorry, we couldn't subscribe you right now. Please try again in a moment.",
      });
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Newsletter
      </h2>
      <p className={styles.lead}>New tutorials and Python release notes, about once a month.</p>
      <div className={styles.row}>
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          readOnly={!hydrated}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={status.kind === 'error'}
          aria-describedby={`${id}-status`}
          className={styles.input}
        />
        <button type="submit" className={clsx('button button--primary', styles.button)} disabled={status.kind === 'pending' || !hydrated}>
          {status.kind === 'pending' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role={status.kind === 'error' ? 'alert' : 'status'}
        className={clsx(styles.status, status.kind === 'error' && styles.error, status.kind === 'done' && styles.success)}
      >
        {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
