/**
 * A signed-in reader's progress, as Firestore stores it and firestore.rules checks it:
 *
 *   users/{uid}/progress/{exerciseId}   ProgressDocument: one document per solved exercise
 *
 * One document per exercise makes merging devices a union (a second solve of the same exercise
 * writes the same document: no duplicates), lets the rules check each exercise id, and keeps
 * every document a few bytes. Only the owner can read or write them; the time is the server's.
 */

/** The exercise id rules (plugins/exercises/exercise-source.mjs checks the same when building). */
export const EXERCISE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EXERCISE_ID_MAX_LENGTH = 64;

export const progressPath = (uid: string) => `users/${uid}/progress`;

/** `Time` is serverTimestamp()'s FieldValue when writing, Firestore's Timestamp when reading. */
export type ProgressDocument<Time> = Readonly<{solvedAt: Time}>;

export const newProgress = <Time>(solvedAt: Time): ProgressDocument<Time> => ({solvedAt});

export const isExerciseId = (id: string): boolean => id.length <= EXERCISE_ID_MAX_LENGTH && EXERCISE_ID_PATTERN.test(id);

/** Firestore's batches hold at most 500 writes; a reset deletes in batches this size. */
export const WRITES_PER_BATCH = 400;
