import type {Exercise} from './exercise-source.mjs';
import type {ExerciseAnswers} from '../../src/features/exercises';
export const COMPONENT_NAME: string;
export const EXERCISE_DATA_QUERY: string;
export const EXERCISE_DATA_FOLDER: string;
export function answerData(exercise: Exercise): ExerciseAnswers;
export default function remarkExercises(options: {generatedFilesDir: string}): (root: unknown, file: {path?: string}) => void;
export const SERVER_RENDER_FLAG: string;
export function exerciseContent(exercise: Exercise): import('../../src/features/exercises').ExerciseContent;
