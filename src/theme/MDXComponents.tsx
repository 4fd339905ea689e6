// Adds the "Check yourself" exercise (src/features/exercises) to the components Markdown pages
// render with: plugins/exercises/remark.mjs turns each ```exercise fence into an <exercise> element.
// Provided here rather than imported by each page, so doc pages share it with the rest of the
// theme instead of every page's chunk depending on one more shared chunk.
import MDXComponents from '@theme-original/MDXComponents';
import {ExerciseBlock} from '@site/src/features/exercises';

export default {...MDXComponents, exercise: ExerciseBlock};
