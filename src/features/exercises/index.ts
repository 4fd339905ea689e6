// "Check yourself" exercises: the block each ```exercise fence becomes (plugins/exercises), checked
// in the page. Doc pages get ExerciseBlock through src/theme/MDXComponents, which imports the file
// itself: through this index every doc page would also carry ./model.ts.
export {default as ExerciseBlock} from './ExerciseBlock';
export {EXERCISE_KIND_LABELS, exerciseDomId, isCorrectPrediction, normaliseOutput} from './model';
export type {ExerciseAnswers, ExerciseContent, ExerciseType} from './model';
