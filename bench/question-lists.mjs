// Changes the docs assistant's evaluation questions (retrieval-questions.json) for the labelling
// scripts (apply-label-rule.mjs, apply-judgements.mjs), and says which judged items change them.
// Adding answers rewrites only the lines of the questions that gain one, so the file's
// one-question-per-line layout stays as it is.

/**
 * Whether a judged item changes a list (bench/label-rules.md): a third-rule pool item when every
 * judge who saw it said it answers; a fourth-rule item (an uncovered question's section) only when
 * two judges saw it and both said so. Calibration and `first` items only measure.
 */
export function adopts(kind, verdicts) {
  const yes = verdicts.length > 0 && verdicts.every((verdict) => verdict.answers);
  if (kind === 'pool') return yes;
  if (kind === 'uncovered') return yes && verdicts.length === 2;
  return false;
}

/**
 * `text` with each question's list extended by `answersToAdd(question, answers)` (those it lacks), and the
 * changes made: [{question, added}].
 */
export function withAddedAnswers(text, answersToAdd) {
  const changes = [];
  const lines = text.split('\n').map((line) => {
    const match = /^(\s*)(\{"question".*\})(,?)$/.exec(line);
    if (!match) return line;
    const entry = JSON.parse(match[2]);
    const added = [...new Set(answersToAdd(entry.question, entry.answers))].filter((answer) => !entry.answers.includes(answer));
    if (added.length === 0) return line;
    changes.push({question: entry.question, added});
    const answers = [...entry.answers, ...added];
    return `${match[1]}{"question": ${JSON.stringify(entry.question)}, "answers": [${answers.map((answer) => JSON.stringify(answer)).join(', ')}]}${match[3]}`;
  });
  return {text: lines.join('\n'), changes};
}

/** The question file's layout: two-space indent, one question (or uncovered question) per line. */
export function formatQuestionSet(set) {
  const line = (entry) =>
    typeof entry === 'string'
      ? JSON.stringify(entry)
      : `{"question": ${JSON.stringify(entry.question)}, "answers": [${entry.answers.map((answer) => JSON.stringify(answer)).join(', ')}]}`;
  const fields = Object.entries(set).map(([name, value]) =>
    Array.isArray(value) ? `  ${JSON.stringify(name)}: [\n${value.map((entry) => `    ${line(entry)}`).join(',\n')}\n  ]` : `  ${JSON.stringify(name)}: ${JSON.stringify(value)}`,
  );
  return `{\n${fields.join(',\n')}\n}\n`;
}

/**
 * `text` with each uncovered question that `sectionsOf(question)` gives sections for moved to the
 * covered list of its own set (notCovered → questions, earlierNotCovered → earlierQuestions) with
 * those sections as its answers, and the questions moved: [{question, answers}].
 */
export function withMovedToCovered(text, sectionsOf) {
  const set = JSON.parse(text);
  const moved = [];
  const move = (from, to) => {
    set[from] = set[from].filter((question) => {
      const answers = [...new Set(sectionsOf(question) ?? [])];
      if (answers.length === 0) return true;
      set[to].push({question, answers});
      moved.push({question, answers});
      return false;
    });
  };
  move('notCovered', 'questions');
  move('earlierNotCovered', 'earlierQuestions');
  return {text: formatQuestionSet(set), moved};
}
