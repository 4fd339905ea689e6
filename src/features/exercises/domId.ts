/**
 * The exercise's element id on the page: `#exercise-<id>` links to it. A module of its own, so
 * the exercise shell every doc page loads does not also carry the rest of ./model.ts.
 */
export const exerciseDomId = (id: string) => `exercise-${id}`;
