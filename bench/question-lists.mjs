// Adds answers to the docs assistant's evaluation questions (retrieval-questions.json), for the
// labelling scripts (apply-label-rule.mjs, apply-judgements.mjs). It rewrites only the lines of the
// questions that gain an answer, so the file's one-question-per-line layout stays as it is.

/**
 * `text` with each question's list extended by `answersToAdd(question)` (those it lacks), and the
 * changes made: [{question, added}].
 */
export function withAddedAnswers(text, answersToAdd) {
  const changes = [];
  const lines = text.split('\n').map((line) => {
    const match = /^(\s*)(\{"question".*\})(,?)$/.exec(line);
    if (!match) return line;
    const entry = JSON.parse(match[2]);
    const added = [...new Set(answersToAdd(entry.question))].filter((answer) => !entry.answers.includes(answer));
    if (added.length === 0) return line;
    changes.push({question: entry.question, added});
    const answers = [...entry.answers, ...added];
    return `${match[1]}{"question": ${JSON.stringify(entry.question)}, "answers": [${answers.map((answer) => JSON.stringify(answer)).join(', ')}]}${match[3]}`;
  });
  return {text: lines.join('\n'), changes};
}
