import type {Exercise} from './exercise-source.mjs';
import type {ExerciseAnswers} from '../../src/features/exercises/model';
export const EXERCISE_COMPONENT: string;
export const EXERCISE_DATA_FOLDER: string;
export function answerData(exercise: Exercise): ExerciseAnswers;
export default function remarkExercises(options: {generatedFilesDir: string}): (root: unknown, file: {path?: string}) => void;
