// Exercise progress: which "Check yourself" exercises a reader has solved, on this device or in
// their account, and the views of it. Doc pages import store.ts, useProgress.ts and (in Root)
// ProgressSync.tsx directly, so that their bundles never carry the views below.
export {progressStore, type SolvedExercises} from './store';
export {useSolvedExercises, useCompletedPages} from './useProgress';
export {useCatalogue} from './useCatalogue';
export {MyProgress} from './MyProgress';
export {SectionProgress} from './SectionProgress';
export {progressPath, newProgress, isExerciseId, EXERCISE_ID_PATTERN, EXERCISE_ID_MAX_LENGTH, type ProgressDocument} from './model';
export type {Catalogue, CatalogueGroup, CataloguePage} from './catalogue';
