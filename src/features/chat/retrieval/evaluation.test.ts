import {firstSectionJudged, verdictsOf, type EvaluationResult} from './evaluation';

const result = (question: string, first: string, covered = true): EvaluationResult => ({question, top: [first, '/faq#other'], rank: 0, covered, quoted: covered ? first : null});
const judged = (id: string, question: string, section: string, ...answers: boolean[]) => ({id, question, section, judged: answers.map((value) => ({answers: value}))});

describe('the section-level figure', () => {
  it('counts a first section as answering only when every judge who saw it said so', () => {
    const verdicts = verdictsOf([judged('j0001', 'q1', '/docs/a#x', true), judged('j0002', 'q2', '/docs/b#y', true, false)]);
    expect(firstSectionJudged([result('q1', '/docs/a#x'), result('q2', '/docs/b#y')], verdicts)).toEqual({rate: 0.5, unjudged: 0});
  });

  it('takes the verdict of the later round, whatever order the rounds were applied in', () => {
    // Round 9 judged again a section round 3 had judged without its shell commands shown.
    const records = [judged('r9-j0001', 'q', '/docs/install#ubuntu', true), judged('r3-j0040', 'q', '/docs/install#ubuntu', false)];
    expect(verdictsOf(records).get('q\n/docs/install#ubuntu')).toBe(true);
    expect(verdictsOf([...records].reverse()).get('q\n/docs/install#ubuntu')).toBe(true);
  });

  it('counts a "not covered" answer and a first section nobody judged as not answering, and says how many were unjudged', () => {
    const verdicts = verdictsOf([judged('j0001', 'q1', '/docs/a#x', true)]);
    const figure = firstSectionJudged([result('q1', '/docs/a#x'), result('q2', '/docs/a#x'), result('q3', '/docs/a#x', false)], verdicts);
    expect(figure.unjudged).toBe(1);
    expect(figure.rate).toBeCloseTo(1 / 3);
  });
});
