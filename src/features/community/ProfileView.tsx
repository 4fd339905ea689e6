import React, {useId, useState, type FormEvent} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {CommunityFrame} from './CommunityFrame';
import {useCommunity} from './CommunityProvider';
import {DeleteAccount} from './DeleteAccount';
import {LIMITS, displayNameError} from './model';
import {explainRefusal, forgetSent, tooSoon} from './pacing';
import {renameProfile} from './profiles';
import {friendlyDataError} from './store';
import styles from './community.module.css';

/** A refused rename that no limit explains: almost always a name another reader holds. */
const NAME_TAKEN = 'another reader already uses that name (names are unique, whatever their capitals), or it is not allowed. Please choose another one.';
const isDenied = (error: unknown) => (error as {code?: unknown} | null)?.code === 'permission-denied';

export function DisplayNameForm({uid, current}: {uid: string; current: string | null}): React.JSX.Element {
  const {connection} = useCommunity();
  const id = useId();
  // What the reader typed, null until they type. The field shows it over the stored name, so a
  // profile snapshot that lands mid-keystroke cannot replace their text. (An effect copying
  // `current` into state did exactly that under load: React can run an effect committed just
  // before a keystroke after that keystroke's update, with the old "not touched" value.)
  const [draft, setDraft] = useState<string | null>(null);
  const name = draft ?? current ?? '';
  // Until the stored name is known the field takes no typing: it would appear in front of what the
  // reader had started to type.
  const loading = current === null && draft === null;
  const loadingMessage =
    connection === 'offline' ? 'Your current name is not on this device yet. It will load when you are back online.' : 'Loading your current name…';
  const [status, setStatus] = useState<{kind: 'saving' | 'saved' | 'error'; message: string} | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const problem = displayNameError(name) ?? (current !== null && name.trim() === current ? 'That is already your name.' : undefined);
    if (problem) {
      setStatus({kind: 'error', message: problem});
      return;
    }
    // The rate limit, before anything is sent: the typed name stays in the field.
    const wait = tooSoon(uid, 'rename');
    if (wait) {
      setStatus({kind: 'error', message: wait});
      return;
    }
    try {
      const {synced} = await renameProfile(uid, current ?? name, name);
      setStatus(
        connection === 'offline'
          ? {kind: 'saving', message: 'Saved on this device. It will be sent as soon as you are back online.'}
          : {kind: 'saving', message: 'Saving…'},
      );
      synced.then(
        () => {
          setStatus({kind: 'saved', message: 'Saved. Your questions and answers now show this name.'});
          // The stored name is now this one (the local write reached the profile listener before
          // the server's answer), so the field can follow it again, unless the reader typed on.
          setDraft((typed) => (typed === name ? null : typed));
        },
        (error: unknown) => {
          forgetSent(uid, 'rename');
          void explainRefusal(error, uid, 'rename').then((reason) =>
            setStatus({kind: 'error', message: `Your name was not saved: ${reason === friendlyDataError(error) && isDenied(error) ? NAME_TAKEN : reason}`}),
          );
        },
      );
    } catch (error) {
      setStatus({kind: 'error', message: friendlyDataError(error)});
    }
  };

  return (
    <form onSubmit={submit} className={styles.panel} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          Display name
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          Shown next to your questions and answers. Up to {LIMITS.displayNameMax} characters.
        </p>
        <input
          id={`${id}-name`}
          className={clsx(styles.input, status?.kind === 'error' && styles.invalid)}
          value={name}
          onChange={(event) => {
            setDraft(event.target.value);
            setStatus(null);
          }}
          aria-invalid={status?.kind === 'error' ? true : undefined}
          aria-describedby={`${id}-hint ${id}-status`}
          autoComplete="nickname"
          readOnly={loading}
        />
        <p
          id={`${id}-status`}
          role={status?.kind === 'error' ? 'alert' : 'status'}
          className={status?.kind === 'error' ? styles.error : loading ? styles.muted : styles.success}>
          {status?.message ?? (loading ? loadingMessage : '')}
        </p>
      </div>
      <button type="submit" className="button button--primary">
        Save name
      </button>
    </form>
  );
}

function Profile(): React.JSX.Element {
  const {user, authLoading, displayName, whenSignedIn} = useCommunity();
  const [deleted, setDeleted] = useState(false);

  if (deleted) {
    return (
      <div className={styles.panel} role="status">
        <h1>Your account has been deleted</h1>
        <p>Thank you for helping other Python learners. Your questions and answers remain, shown as by a “deleted user”.</p>
        <Link className="button button--primary" to="/community">
          Back to the community
        </Link>
      </div>
    );
  }
  if (authLoading) {
    return <p className={styles.muted}>Loading your profile…</p>;
  }
  if (!user) {
    return (
      <div className={styles.panel}>
        <h1>Your community profile</h1>
        <p>Log in to choose the name shown with your questions and answers, or to delete your account.</p>
        <button type="button" className="button button--primary" onClick={() => whenSignedIn(() => undefined)}>
          Log in
        </button>
      </div>
    );
  }
  return (
    <>
      <h1>Your community profile</h1>
      <p className={styles.lead}>
        Signed in as <strong>{user.email}</strong>. Your e-mail address is never shown to other readers.
      </p>
      <DisplayNameForm uid={user.uid} current={displayName} />
      <DeleteAccount onDeleted={() => setDeleted(true)} />
    </>
  );
}

/** /community/profile: display name and account deletion. */
export function ProfileView(): React.JSX.Element {
  return (
    <CommunityFrame backToList>
      <Profile />
    </CommunityFrame>
  );
}
