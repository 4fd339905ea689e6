/**
 * How well the assistant finds the pages that answer a question, over retrieval-questions.json:
 * shared by the evaluation test (retrieval.eval.test.ts, which holds the held-out figures) and
 * `npm run bench` (bench/chat.mjs, which prints both sets' figures next to the latency).
 *
 * The question set is split once, by a fixed rule, into a tuning set and a held-out set (splitOf),
 * so that the figure the test holds is measured on questions nobody tuned retrieval against.
 */
import {splitOfText, type Split} from '../../../utils/evaluationSplit';
import {askDocs} from './askDocs';
import type {PassageIndex} from './searchIndex';

export type {Split};

/** How many of the passages the assistant cites first count as "found". */
export const EVALUATION_TOP = 3;

export type EvaluationQuestion = Readonly<{question: string; answers: readonly string[]}>;

/** The shape of retrieval-questions.json. */
export type QuestionSet = Readonly<{
  questions: readonly EvaluationQuestion[];
  notCovered: readonly string[];
  /** The first set, tuned against before the split existed: tuning only. */
  earlierQuestions: readonly EvaluationQuestion[];
  earlierNotCovered: readonly string[];
}>;

export type EvaluationResult = Readonly<{
  question: string;
  /** The URLs of the first EVALUATION_TOP sections the answer cites (none for "not covered"). */
  top: readonly string[];
  /** Where the first answering passage is among them, or -1. */
  rank: number;
  /** Whether the assistant answered from the pages rather than saying they do not cover it. */
  covered: boolean;
  /** The section the answer's text is quoted from (its "From …" line), or null when it quotes none. */
  quoted: string | null;
}>;

/** The fixed split rule (src/utils/evaluationSplit.ts) over the question's own text. */
export function splitOf(question: string): Split {
  return splitOfText(question);
}

export type SplitQuestions = Readonly<{questions: readonly EvaluationQuestion[]; notCovered: readonly string[]}>;

/** One side of the split; the earlier, long-tuned questions are always on the tuning side. */
export function questionsOf(set: QuestionSet, split: Split): SplitQuestions {
  const inSplit = (question: string) => splitOf(question) === split;
  const questions = set.questions.filter((entry) => inSplit(entry.question));
  const notCovered = set.notCovered.filter(inSplit);
  if (split === 'held-out') return {questions, notCovered};
  return {questions: [...set.earlierQuestions, ...questions], notCovered: [...set.earlierNotCovered, ...notCovered]};
}

/** `/docs/x` matches any heading on that page; `/faq#entry` matches that heading only. */
export function answersQuestion(url: string, expected: string): boolean {
  return expected.includes('#') ? url === expected : url.split('#')[0] === expected;
}

export function evaluateRetrieval(index: PassageIndex, questions: readonly EvaluationQuestion[]): EvaluationResult[] {
  return questions.map(({question, answers}) => {
    const answer = askDocs(index, question);
    // What the reader is shown: the answer's citations, the section it quotes first (the first
    // passage that covers the question, not always the first ranked). An answer that says the
    // pages do not cover the question shows none, so it finds no page, first or in the top 3.
    const top = answer.covered ? answer.citations.slice(0, EVALUATION_TOP).map((citation) => citation.url) : [];
    const quoted = /(?:^|\n)From \[[^\]]*\]\(([^)\s]+)\)\./.exec(answer.markdown)?.[1] ?? /\]\(([^)\s]+)\) covers this\./.exec(answer.markdown)?.[1] ?? null;
    const rank = top.findIndex((url) => answers.some((expected) => answersQuestion(url, expected)));
    return {question, top, rank, covered: answer.covered, quoted};
  });
}

/** The share of questions with an answering page in the top EVALUATION_TOP, and at the top. */
export function hitRates(results: readonly EvaluationResult[]): {topN: number; first: number} {
  const share = (count: number) => (results.length === 0 ? 0 : count / results.length);
  return {
    topN: share(results.filter((result) => result.rank >= 0).length),
    first: share(results.filter((result) => result.rank === 0).length),
  };
}

/** A question that pastes an error or names an exception: the weakest kind, reported apart. */
export const ERROR_QUESTION = /\b\w+(Error|Exception|Warning)\b|Traceback|KeyboardInterrupt|StopIteration|Errno/;

export type SplitFigures = Readonly<{
  questions: number;
  /** Answering page first. */
  first: number;
  /** Answering page in the top EVALUATION_TOP. */
  topN: number;
  /** Covered questions the assistant said the pages do not cover. */
  saidNotCovered: number;
  notCoveredQuestions: number;
  /** Share of the uncovered questions for which it said so instead of citing something. */
  notCoveredRate: number;
  results: readonly EvaluationResult[];
  /** The same figures for the error questions (ERROR_QUESTION) alone. */
  errors: Readonly<{questions: number; first: number; topN: number}>;
  /** Uncovered questions it answered anyway. */
  answeredUncovered: readonly string[];
}>;

/** Every figure of one side of the split. */
export function evaluateSplit(index: PassageIndex, set: QuestionSet, split: Split): SplitFigures {
  const {questions, notCovered} = questionsOf(set, split);
  const results = evaluateRetrieval(index, questions);
  const {topN, first} = hitRates(results);
  const answeredUncovered = notCovered.filter((question) => askDocs(index, question).covered);
  const errorResults = results.filter((result) => ERROR_QUESTION.test(result.question));
  return {
    errors: {questions: errorResults.length, ...hitRates(errorResults)},
    questions: questions.length,
    first,
    topN,
    saidNotCovered: results.filter((result) => !result.covered).length,
    notCoveredQuestions: notCovered.length,
    notCoveredRate: notCovered.length === 0 ? 0 : 1 - answeredUncovered.length / notCovered.length,
    results,
    answeredUncovered,
  };
}

/** A judge's verdicts (bench/judgements.json), as much of each record as the figures read. */
export type JudgementRecord = Readonly<{question: string; section: string; judged: ReadonlyArray<Readonly<{answers: boolean}>>}>;

/** How a (question, section) pair is looked up among the judges' verdicts. */
export function judgedPairKey(question: string, section: string): string {
  return `${question}\n${section}`;
}

/** The round a judged item was drawn in, from its id ("r8-j0012"; round 1's ids have no prefix). */
export function roundOfJudgement(id: string): number {
  return Number(/^r(\d+)-/.exec(id)?.[1] ?? 1);
}

/**
 * What the judges said of each (question, section) pair: true when every judge who saw it said the
 * section answers the question. A pair judged again in a later round (bench/label-rules.md) takes
 * that round's verdict, whatever order the rounds were applied in.
 */
export function verdictsOf(records: ReadonlyArray<JudgementRecord & Readonly<{id: string}>>): ReadonlyMap<string, boolean> {
  const byRound = records.map((record, at) => ({record, at})).sort((a, b) => roundOfJudgement(a.record.id) - roundOfJudgement(b.record.id) || a.at - b.at);
  return new Map(byRound.map(({record}) => [judgedPairKey(record.question, record.section), record.judged.every((verdict) => verdict.answers)]));
}

/**
 * The section-level figure (bench/label-rules.md): the share of covered questions whose first cited
 * section the judges found answers them. A question answered "not covered", or whose first section
 * nobody has judged yet, counts as not answered; `unjudged` says how many are of the second kind
 * (the figure is exact when it is 0).
 */
export function firstSectionJudged(results: readonly EvaluationResult[], verdicts: ReadonlyMap<string, boolean>): {rate: number; unjudged: number} {
  let answers = 0;
  let unjudged = 0;
  for (const result of results) {
    if (!result.covered || result.top.length === 0) continue;
    const verdict = verdicts.get(judgedPairKey(result.question, result.top[0]));
    if (verdict === undefined) unjudged += 1;
    else if (verdict) answers += 1;
  }
  return {rate: results.length === 0 ? 0 : answers / results.length, unjudged};
}

/** One line a person reads: "held-out: first 80.1%, top 3 95.0% of 300; ...; error questions: ...". */
export function describeFigures(split: Split, figures: SplitFigures): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  return (
    `${split}: answering page first ${percent(figures.first)}, in the top ${EVALUATION_TOP} ${percent(figures.topN)} of ${figures.questions} questions; ` +
    `"not covered" for ${figures.saidNotCovered} covered questions; says so for ${percent(figures.notCoveredRate)} of ${figures.notCoveredQuestions} uncovered; ` +
    `error questions: first ${percent(figures.errors.first)}, in the top ${EVALUATION_TOP} ${percent(figures.errors.topN)} of ${figures.errors.questions}`
  );
}

/** A question beginners ask most, and what an answer to it must show (common-questions.json). */
export type CommonQuestion = Readonly<{question: string; shows: string}>;

/**
 * Which of the common questions get an answer that shows what was asked: in its quoted text or its
 * example, not in the lines that only name a source.
 */
export function commonQuestionsShown(index: PassageIndex, questions: readonly CommonQuestion[]): {shown: number; missed: string[]} {
  const missed = questions
    .filter(({question, shows}) => {
      const answer = askDocs(index, question);
      const shown = answer.markdown
        .split('\n')
        .filter((line) => !/^(?:From|Example from|The usual fix, as) \[/.test(line) && !/\) covers this\.$/.test(line))
        .join('\n');
      return !(answer.covered && whatItShows({question, shows}).test(shown));
    })
    .map(({question}) => question);
  return {shown: questions.length - missed.length, missed};
}

/** A common question's `shows` as a regular expression; an entry that does not compile is named. */
export function whatItShows({question, shows}: CommonQuestion): RegExp {
  try {
    return new RegExp(shows);
  } catch (error) {
    throw new Error(`common-questions.json: "${question}" has a "shows" that is not a regular expression (${String(error)})`);
  }
}
