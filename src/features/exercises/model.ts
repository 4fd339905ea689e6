/**
 * What an exercise is, as the page gets it. The build (plugins/exercises) turns each ```exercise
 * fence into an ExerciseBlock with what the reader sees first, and writes the rest (checks, hints,
 * solution, the correct answer) to a JSON file the page loads when the reader first answers.
 */
import type {ExerciseCheck} from '@site/src/features/runner';

export type ExerciseType = 'code' | 'predict' | 'choice';

/** What the reader sees before answering; HTML fields are Markdown the authors wrote. */
export type ExerciseContent = Readonly<{
  title: string;
  prompt: string;
  /** Coding task: the code the reader starts from. */
  starter?: string;
  /** Predict the output, multiple choice: the program to read. */
  code?: string;
  /** Multiple choice: the options. */
  options?: readonly string[];
}>;

/** What a reader's answer is checked against; HTML fields are Markdown the authors wrote. */
export type ExerciseAnswers = Readonly<{
  id: string;
  type: ExerciseType;
  /** The content again, for a page reached by a link (its HTML did not come from the server). */
  content: ExerciseContent;
  /** Coding tasks: the checks run after the reader's code. */
  checks: readonly ExerciseCheck[];
  /** Coding tasks: 1-3 hints (HTML), gentlest first. */
  hints: readonly string[];
  /** Coding tasks: the reference solution. */
  solution: string | null;
  /** Predict the output: exactly what the program prints. */
  answer: string | null;
  /** Multiple choice: the position of the correct option. */
  correctOption: number | null;
  /** Multiple choice: why each option is wrong (HTML), where the author said. */
  optionFeedback: readonly (string | null)[];
  /** Shown once the reader has answered (HTML). */
  explanation: string | null;
}>;

export {exerciseDomId} from './domId';

export const EXERCISE_KIND_LABELS: Readonly<Record<ExerciseType, string>> = {
  code: 'Coding task',
  predict: 'Predict the output',
  choice: 'Multiple choice',
};

/**
 * Output as a reader compares it: trailing spaces and blank lines at either end are invisible,
 * and Windows line ends are not a mistake. The exercise checker compares Python's real output
 * with the page's answer the same way (tests/examples/check-exercises.mjs).
 */
export function normaliseOutput(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

export function isCorrectPrediction(typed: string, answer: string): boolean {
  return normaliseOutput(typed) === normaliseOutput(answer);
}
