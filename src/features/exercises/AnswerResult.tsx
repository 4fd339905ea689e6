import React, {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
// The store itself, not the progress index: this chunk loads on a reader's first Check.
import {progressStore} from '@site/src/features/progress';
import {isCorrectPrediction, type ExerciseAnswers} from './model';
import styles from './interactive.module.css';

type AnswerResultProps = Readonly<{
  id: string;
  answers: ExerciseAnswers;
  /** Predict the output: the typed text; multiple choice: the chosen option's position. */
  value: string | number | null;
  /** Counts the reader's Checks, so each verdict is announced even when it repeats. */
  attempt: number;
}>;

/** Authors' Markdown, rendered at build time (plugins/exercises/remark.mjs). */
const Html = ({html, className}: {html: string; className?: string}) => <div className={className} dangerouslySetInnerHTML={{__html: html}} />;

/**
 * The verdict on a predict-the-output or multiple-choice answer. The answer data is the page's
 * own (a self-check, not a secret), so the comparison needs no Python.
 */
export default function AnswerResult({id, answers, value, attempt}: AnswerResultProps): React.JSX.Element {
  const [reveal, setReveal] = useState<'no' | 'asking' | 'yes'>('no');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const isPredict = answers.type === 'predict';
  const empty = isPredict ? typeof value !== 'string' || value.trim() === '' : value === null;
  const correct = !empty && (isPredict ? isCorrectPrediction(String(value), answers.answer ?? '') : value === answers.correctOption);

  useEffect(() => {
    if (correct) progressStore.markSolved(id);
  }, [correct, id]);
  // Focus follows the question: onto "Yes" when it is asked, back to its button on "Keep trying".
  const asked = useRef(false);
  useEffect(() => {
    if (reveal === 'asking') confirmRef.current?.focus();
    else if (reveal === 'no' && asked.current) askRef.current?.focus();
    asked.current = reveal === 'asking';
  }, [reveal]);

  const explanation = answers.explanation && <Html html={answers.explanation} className={styles.explanation} />;

  if (empty) {
    return (
      <p key={attempt} className={styles.info}>
        {isPredict ? 'Type what you think the program prints, then press Check.' : 'Choose an answer, then press Check.'}
      </p>
    );
  }
  if (correct) {
    return (
      <div key={attempt}>
        <p className={styles.passed}>
          Correct! This exercise is solved. <Link to="/progress">See your progress</Link>
        </p>
        {explanation}
      </div>
    );
  }
  const feedback = !isPredict && typeof value === 'number' ? answers.optionFeedback[value] : null;
  return (
    <div key={attempt}>
      <p className={styles.failed}>Not quite{attempt > 1 ? ` (attempt ${attempt})` : ''}.</p>
      {feedback ? <Html html={feedback} /> : null}
      <p>{isPredict ? 'Compare your answer with the program line by line, then try again.' : 'Read the question again and try another answer.'}</p>
      {isPredict && reveal === 'no' && (
        <button ref={askRef} type="button" className="button button--secondary button--sm" onClick={() => setReveal('asking')}>
          Show the answer
        </button>
      )}
      {isPredict && reveal === 'asking' && (
        <div className={styles.confirm} role="group" aria-label="Show the answer?">
          <p>See what the program prints? Working it out yourself is what makes it stick.</p>
          <button ref={confirmRef} type="button" className="button button--primary button--sm" onClick={() => setReveal('yes')}>
            Yes, show the answer
          </button>{' '}
          <button type="button" className="button button--secondary button--sm" onClick={() => setReveal('no')}>
            Keep trying
          </button>
        </div>
      )}
      {isPredict && reveal === 'yes' && (
        <>
          <p className={styles.label}>The program prints:</p>
          <pre className={styles.shownAnswer}>{answers.answer}</pre>
          {explanation}
        </>
      )}
    </div>
  );
}
