/**
 * What an exercise loads on the reader's first Check or Edit (ExerciseBlock imports it with
 * import()): the coding task's editor and checks, or the verdict on a predicted output or a choice.
 */
import React from 'react';
import {createPortal} from 'react-dom';
import AnswerResult from './AnswerResult';
import CodeExercise from './CodeExercise';
import type {ExerciseAnswers} from './model';

/** What the reader did on the exercise: Check (with their answer, for predict and choice), or Edit. */
export type ReaderAction = Readonly<{kind: 'check' | 'edit'; value?: string | number | null; attempt: number}>;

export type ExerciseInteractiveProps = Readonly<{
  id: string;
  starter: string;
  answers: ExerciseAnswers;
  action: ReaderAction;
  /** The exercise's live region, owned by ExerciseBlock: results are drawn into it. */
  status: HTMLElement;
}>;

export default function ExerciseInteractive({id, starter, answers, action, status}: ExerciseInteractiveProps): React.ReactNode {
  if (answers.type === 'code') return <CodeExercise id={id} starter={starter} answers={answers} firstAction={action.kind} status={status} />;
  return createPortal(<AnswerResult id={id} answers={answers} value={action.value ?? null} attempt={action.attempt} />, status);
}
