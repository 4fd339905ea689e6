import React, {useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {emailLocalPart, useAuth} from '@site/src/features/auth';
import {progressStore} from './store';
import {groupProgress, nextPage, recentlySolved, type GroupProgress} from './summary';
import {useCatalogue} from './useCatalogue';
import {useSolvedExercises} from './useProgress';
import styles from './progress.module.css';

const dateFormat = new Intl.DateTimeFormat('en', {dateStyle: 'medium', timeStyle: 'short'});

function Bars({groups, label}: {groups: readonly GroupProgress[]; label: string}): React.JSX.Element {
  return (
    <ul className={styles.bars} aria-label={label}>
      {groups.map((group) => (
        <li key={`${group.version}-${group.label}`}>
          <div className={styles.bar}>
            <Link to={group.permalink}>{group.label}</Link>
            <progress value={group.solved} max={Math.max(group.total, 1)} aria-label={`${group.label}: exercises solved`} />
            <span className={styles.count}>
              {group.solved} of {group.total} solved
            </span>
          </div>
          <details className={styles.pages}>
            <summary>Pages in {group.label}</summary>
            <ul>
              {group.pages.map((page) => (
                <li key={page.permalink}>
                  <Link to={page.permalink}>{page.title}</Link>:{' '}
                  {page.solved === page.total ? <span className={styles.done}>all {page.total} solved</span> : `${page.solved} of ${page.total} solved`}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}

function ResetProgress({nothingSolved}: {nothingSolved: boolean}): React.JSX.Element {
  const [step, setStep] = useState<'idle' | 'asking' | 'done'>('idle');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const {user} = useAuth();
  const warningId = useId();
  useEffect(() => {
    if (step === 'asking') confirmRef.current?.focus();
  }, [step]);

  const reset = () => {
    void progressStore.reset();
    setStep('done');
  };

  return (
    <section className={styles.card} aria-labelledby={`${warningId}-title`}>
      <h2 id={`${warningId}-title`}>Start again</h2>
      <p>Reset your progress to work through the exercises from the beginning. Your code drafts are kept.</p>
      {step !== 'asking' && (
        <button ref={askRef} type="button" className="button button--secondary" onClick={() => !nothingSolved && setStep('asking')} aria-disabled={nothingSolved}>
          Reset my progress
        </button>
      )}
      {step === 'asking' && (
        <div className={styles.confirm} role="group" aria-labelledby={warningId}>
          <p id={warningId}>
            This forgets every exercise you have solved{user ? ', in your account on every device' : ' in this browser'}. It cannot be undone.
          </p>
          <div className={styles.actions}>
            <button ref={confirmRef} type="button" className="button button--danger" onClick={reset}>
              Yes, reset my progress
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setStep('idle');
                requestAnimationFrame(() => askRef.current?.focus());
              }}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <p role="status" className={styles.notice}>
        {step === 'done' ? 'Your progress has been reset.' : ''}
      </p>
    </section>
  );
}

/**
 * The My Progress page: how far the reader has got in each section, what they solved last and
 * where to go next. Signed out it shows this browser's progress and says how to keep it.
 */
export function MyProgress(): React.JSX.Element {
  const {user, loading} = useAuth();
  const solved = useSolvedExercises();
  const {catalogue, failed} = useCatalogue();
  const solvedCount = Object.keys(solved).length;

  const where = loading ? null : user ? (
    <p>
      Signed in as <strong>{emailLocalPart(user.email)}</strong>: your progress is saved to your account and follows you to every device.
    </p>
  ) : (
    <p>
      Your progress is kept in this browser. <Link to="/login?returnTo=%2Fprogress">Login</Link> to keep it in your account and see it on every
      device: what you solved here joins your account.
    </p>
  );

  if (!catalogue) {
    return (
      <>
        {where}
        <p role="status">{failed ? 'Your progress cannot be shown while you are offline. Connect to the internet and reload the page.' : 'Loading your progress…'}</p>
      </>
    );
  }

  const docs = groupProgress(catalogue, solved).filter((group) => group.kind === 'docs');
  const tutorials = groupProgress(catalogue, solved).filter((group) => group.kind === 'tutorials');
  const older = groupProgress(catalogue, solved, '3.13');
  const total = [...docs, ...tutorials].reduce((sum, group) => sum + group.total, 0);
  const done = [...docs, ...tutorials].reduce((sum, group) => sum + group.solved, 0);
  const next = nextPage(catalogue, solved);
  const recent = recentlySolved(catalogue, solved);

  return (
    <>
      {where}
      <p className={styles.notice}>
        You have solved {done} of the {total} exercises in the Python 3.14 docs and the tutorials.
      </p>
      <section className={styles.card} aria-labelledby="next-page">
        <h2 id="next-page">Next page to read</h2>
        {next ? (
          <p>
            <Link to={next.permalink}>{next.title}</Link> ({next.group}){next.started ? ': you have started its exercises.' : '.'}
          </p>
        ) : (
          <p>You have solved every exercise. Well done!</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="recently-solved">
        <h2 id="recently-solved">Recently solved</h2>
        {recent.length === 0 ? (
          <p>Nothing yet. Every documentation page ends with a few exercises under “Check yourself”.</p>
        ) : (
          <ol>
            {recent.map((entry) => (
              <li key={entry.id}>
                <Link to={entry.url}>{entry.title}</Link> ({entry.pageTitle}), <time dateTime={new Date(entry.solvedAt).toISOString()}>{dateFormat.format(entry.solvedAt)}</time>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="by-section">
        <h2 id="by-section">Python 3.14 documentation</h2>
        <Bars groups={docs} label="Exercises solved per section" />
        <h2>Tutorials</h2>
        <Bars groups={tutorials} label="Exercises solved in the tutorials" />
        {older.length > 0 && (
          <details className={styles.pages}>
            <summary>Python 3.13 documentation</summary>
            <Bars groups={older} label="Exercises solved per section of the Python 3.13 docs" />
          </details>
        )}
      </section>
      <ResetProgress nothingSolved={solvedCount === 0} />
    </>
  );
}
