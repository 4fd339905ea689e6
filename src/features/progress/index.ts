// Exercise progress: which "Check yourself" exercises a reader has solved, on this device or in
// their account, and the views of it. Doc pages use the store, the hooks and (in Root) ProgressSync;
// the views below reach only the pages that render them (plugins/feature-entries).
export {progressStore, type SolvedExercises} from './store';
export {useSolvedExercises, useCompletedPages} from './useProgress';
export {useCatalogue} from './useCatalogue';
export {ProgressSync} from './ProgressSync';
export {MyProgress} from './MyProgress';
export {SectionProgress} from './SectionProgress';
export {progressPath, newProgress, isExerciseId, EXERCISE_ID_PATTERN, EXERCISE_ID_MAX_LENGTH, type ProgressDocument} from './model';
export type {Catalogue, CatalogueGroup, CataloguePage} from './catalogue';
