// Types for bench/question-lists.mjs (a plain ES module the labelling scripts and a unit test share).
export type Verdict = {answers: boolean};
export type QuestionSetFile = {questions: Array<{question: string; answers: string[]}>; notCovered: string[]; earlierQuestions: Array<{question: string; answers: string[]}>; earlierNotCovered: string[]};
export function adopts(kind: string, verdicts: readonly Verdict[]): boolean;
export function withAddedAnswers(text: string, answersToAdd: (question: string) => readonly string[]): {text: string; changes: Array<{question: string; added: string[]}>};
export function formatQuestionSet(set: Record<string, unknown>): string;
export function withMovedToCovered(text: string, sectionsOf: (question: string) => readonly string[] | undefined): {text: string; moved: Array<{question: string; answers: string[]}>};
