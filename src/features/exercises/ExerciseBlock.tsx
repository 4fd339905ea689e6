import React, {useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useHydrated} from '@site/src/hooks/useHydrated';
// The store's hooks file, not the progress index: doc pages load this eagerly.
import {useSolvedExercises} from '@site/src/features/progress/useProgress';
import {EXERCISE_KIND_LABELS, type ExerciseAnswers, type ExerciseType} from './model';
import type {AnswerResultProps} from './AnswerResult';
import type {CodeExerciseProps} from './CodeExercise';
import styles from './exercise.module.css';

type Props = Readonly<{
  id: string;
  type: ExerciseType;
  title: string;
  /** Coding task: the code the reader starts from. */
  starter?: string;
  /** Predict the output, multiple choice: the program to read. */
  code?: string;
  /** Multiple choice: the options as HTML, JSON-encoded (an MDX attribute is a string). */
  options?: string;
  /** The answer data (checks, hints, solution), a chunk of its own loaded on first use. */
  load: () => Promise<{default: ExerciseAnswers}>;
  /** The prompt. */
  children?: ReactNode;
}>;

type Loaded<P> = Readonly<{Component: ComponentType<P>; answers: ExerciseAnswers}>;

const LOAD_FAILED = 'The exercise could not be downloaded. Check your connection and try again.';

/** A code block shown as written: it is read, not run (the theme's block, without Run). */
const Program = ({code}: {code: string}) => (
  <CodeBlock language="python" metastring='norun="exercise"'>
    {code}
  </CodeBlock>
);

/**
 * One "Check yourself" exercise, as every doc page has them (plugins/exercises/remark.mjs). Until
 * the reader answers, this is the prompt, the code and the answer controls: checking, hints and
 * the solution download on the first Check (coding tasks: on Check or Edit), with the exercise's
 * answer data, so each exercise costs a doc page little more than its text.
 */
export default function ExerciseBlock({id, type, title, starter = '', code, options, load, children}: Props): React.JSX.Element {
  const hydrated = useHydrated();
  const solved = useSolvedExercises()[id] !== undefined;
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [choice, setChoice] = useState<number | null>(null);
  // What the reader last submitted: the verdict is about that, not about what they type next.
  const [submitted, setSubmitted] = useState<Readonly<{value: string | number | null; attempt: number}> | null>(null);
  const [coding, setCoding] = useState<Loaded<CodeExerciseProps> & {firstAction: 'check' | 'edit'} | null>(null);
  const [result, setResult] = useState<Loaded<AnswerResultProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // The live region is the same element from first paint on, so screen readers follow it.
  const statusRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<HTMLDivElement | null>(null);

  function fetchParts<P>(component: Promise<{default: ComponentType<P>}>, then: (loaded: Loaded<P>) => void): void {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    Promise.all([component, load()])
      .then(([module, data]) => then({Component: module.default, answers: data.default}))
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  }

  const openCoding = (firstAction: 'check' | 'edit') => {
    if (!hydrated) return;
    setStatus(statusRef.current);
    fetchParts(import('./CodeExercise'), (loaded) => setCoding({...loaded, firstAction}));
  };

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    if (!hydrated) return;
    setSubmitted((last) => ({value: type === 'predict' ? typed : choice, attempt: (last?.attempt ?? 0) + 1}));
    if (!result) fetchParts(import('./AnswerResult'), setResult);
  };

  const kind = EXERCISE_KIND_LABELS[type];
  const optionList: string[] = options ? (JSON.parse(options) as string[]) : [];

  return (
    <section id={`exercise-${id}`} aria-labelledby={titleId} className={styles.exercise}>
      <header className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <span className={styles.kind}>{kind}</span>
        {solved && <span className={styles.solved}>Solved</span>}
      </header>
      {children}
      {type === 'code' ? (
        coding && status ? (
          <coding.Component id={id} starter={starter} answers={coding.answers} firstAction={coding.firstAction} status={status} />
        ) : (
          <>
            <Program code={starter} />
            <div className={styles.toolbar}>
              <button type="button" className="button button--primary button--sm" onClick={() => openCoding('check')} aria-disabled={!hydrated || loading}>
                Check
              </button>
              <button type="button" className="button button--secondary button--sm" onClick={() => openCoding('edit')} aria-disabled={!hydrated || loading}>
                Edit
              </button>
            </div>
          </>
        )
      ) : (
        <form onSubmit={submit} aria-label={`Your answer to ${title}`}>
          {code !== undefined && <Program code={code} />}
          {type === 'predict' ? (
            <>
              <label htmlFor={`${titleId}-answer`} className={styles.label}>
                What does this program print?
              </label>
              <textarea
                id={`${titleId}-answer`}
                className={styles.answer}
                rows={3}
                value={typed}
                readOnly={!hydrated}
                spellCheck={false}
                autoCapitalize="off"
                autoCorrect="off"
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
                }}
              />
            </>
          ) : (
            <fieldset className={styles.options}>
              <legend className={styles.label}>Choose one answer</legend>
              {optionList.map((html, index) => (
                <label key={html} className={styles.option}>
                  <input type="radio" name={`${titleId}-choice`} checked={choice === index} disabled={!hydrated} onChange={() => setChoice(index)} />{' '}
                  <span dangerouslySetInnerHTML={{__html: html}} />
                </label>
              ))}
            </fieldset>
          )}
          <div className={styles.toolbar}>
            <button type="submit" className="button button--primary button--sm" aria-disabled={!hydrated || loading}>
              Check
            </button>
          </div>
        </form>
      )}
      <div ref={statusRef} role="status" aria-live="polite" aria-label={`Result of ${title}`} className={styles.result}>
        {failed && <p className={styles.error}>{LOAD_FAILED}</p>}
        {result && submitted && <result.Component id={id} answers={result.answers} value={submitted.value} attempt={submitted.attempt} />}
      </div>
    </section>
  );
}
