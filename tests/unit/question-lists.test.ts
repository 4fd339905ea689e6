/**
 * The labelling scripts (bench/apply-label-rule.mjs, bench/apply-judgements.mjs) rewrite the docs
 * assistant's question file. A rewrite that reformatted it would bury the labels that changed in a
 * diff of every line; one that moved a question to the wrong list would change what it measures.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {adopts, formatQuestionSet, withAddedAnswers, withMovedToCovered} from '../../bench/question-lists.mjs';

const FILE = path.join(__dirname, '../../src/features/chat/retrieval/retrieval-questions.json');
const text = readFileSync(FILE, 'utf8');
type Entry = {question: string; answers: string[]};
type QuestionFile = {questions: Entry[]; notCovered: string[]; earlierQuestions: Entry[]; earlierNotCovered: string[]};

describe('relabelling the assistant evaluation questions', () => {
  it('changes a list only on the verdicts its rule asks for (bench/label-rules.md)', () => {
    const yes = {answers: true};
    const no = {answers: false};
    // Third rule: a pool section is added when every judge who saw it says it answers.
    expect(adopts('pool', [yes])).toBe(true);
    expect(adopts('pool', [yes, no])).toBe(false);
    // Fourth rule: an uncovered question moves only when two judges both say so.
    expect(adopts('uncovered', [yes])).toBe(false);
    expect(adopts('uncovered', [yes, yes])).toBe(true);
    expect(adopts('uncovered', [yes, no])).toBe(false);
    // Calibration and first sections only measure.
    expect(adopts('calibration', [yes, yes])).toBe(false);
    expect(adopts('first', [yes])).toBe(false);
    expect(adopts('pool', [])).toBe(false);
  });

  it('writes the question file back line for line as it was', () => {
    expect(formatQuestionSet(JSON.parse(text))).toBe(text);
  });

  it('moves an uncovered question a judge found answered to the covered list of its own set', () => {
    const before: QuestionFile = JSON.parse(text);
    const [later] = before.notCovered;
    const [earlier] = before.earlierNotCovered;
    const sections: Record<string, string[]> = {[later]: ['/faq#a', '/faq#a'], [earlier]: ['/docs/x#y']};
    const {text: rewritten, moved} = withMovedToCovered(text, (question: string) => sections[question]);
    const after: QuestionFile = JSON.parse(rewritten);

    expect(moved).toEqual([
      {question: later, answers: ['/faq#a']},
      {question: earlier, answers: ['/docs/x#y']},
    ]);
    expect(after.notCovered).not.toContain(later);
    expect(after.questions.at(-1)).toEqual({question: later, answers: ['/faq#a']});
    expect(after.earlierNotCovered).not.toContain(earlier);
    expect(after.earlierQuestions.at(-1)).toEqual({question: earlier, answers: ['/docs/x#y']});
    expect(after.notCovered).toHaveLength(before.notCovered.length - 1);
    expect(after.questions).toHaveLength(before.questions.length + 1);
  });

  it('adds a judged section to a covered question once, rewriting only that question', () => {
    const [first] = (JSON.parse(text) as QuestionFile).questions;
    const {text: rewritten, changes} = withAddedAnswers(text, (question: string) => (question === first.question ? [first.answers[0], '/faq#new'] : []));
    expect(changes).toEqual([{question: first.question, added: ['/faq#new']}]);
    const changedLines = rewritten.split('\n').filter((line: string, n: number) => line !== text.split('\n')[n]);
    expect(changedLines).toHaveLength(1);
    expect(changedLines[0]).toContain('"/faq#new"');
  });
});
