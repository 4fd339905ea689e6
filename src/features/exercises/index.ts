// "Check yourself" exercises: the block each ```exercise fence becomes (plugins/exercises), checked
// in the page. Doc pages get ExerciseBlock through src/theme/MDXComponents.
export {default as ExerciseBlock} from './ExerciseBlock';
export {EXERCISE_KIND_LABELS, exerciseDomId, isCorrectPrediction, normaliseOutput} from './model';
export type {ExerciseAnswers, ExerciseContent, ExerciseType} from './model';
