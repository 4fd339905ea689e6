/**
 * A judge's verdict is about the section as it was shown (bench/judged-section.mjs). When a content
 * pass rewrites a section, a "no" given before may no longer hold and the labelling scripts draw the
 * pair again; a section that did not change keeps its verdict, or the judges would redo every round.
 */
import {fingerprint, judgeAgain, shownSection} from '../../bench/judged-section.mjs';

const passage = {
  url: '/docs/libraries/standard-library#decimal',
  pageTitle: 'Standard library',
  heading: 'decimal: exact arithmetic',
  text: 'Decimal keeps the digits you give it.',
  code: ['from decimal import Decimal'],
};
const index = {passages: [passage]};
const no = (shown: string | null) => ({shown, judged: [{answers: false}]});
const yes = (shown: string | null) => ({shown, judged: [{answers: true}]});

describe('judging a section again when it changed', () => {
  it('shows the judge the page, heading, prose, Python code and commands, and names the introduction', () => {
    const withCommand = {passages: [{...passage, heading: '', commands: [{language: 'bash', code: 'pip install x'}]}]};
    expect(shownSection(withCommand, passage.url)).toEqual({
      page: 'Standard library',
      heading: '(the page introduction)',
      text: 'Decimal keeps the digits you give it.',
      code: ['from decimal import Decimal', '# (bash)\npip install x'],
    });
    expect(shownSection(index, '/docs/gone')).toBeNull();
  });

  it('gives a section the same fingerprint until its text, code or commands change', () => {
    const before = fingerprint(shownSection(index, passage.url));
    expect(fingerprint(shownSection({passages: [{...passage}]}, passage.url))).toBe(before);
    expect(fingerprint(shownSection({passages: [{...passage, text: `${passage.text} getcontext().prec sets the precision.`}]}, passage.url))).not.toBe(before);
    expect(fingerprint(shownSection({passages: [{...passage, code: [...passage.code, 'getcontext().prec = 50']}]}, passage.url))).not.toBe(before);
    expect(fingerprint(shownSection({passages: [{...passage, commands: [{language: 'bash', code: 'python -m decimal'}]}]}, passage.url))).not.toBe(before);
    expect(before).toMatch(/^[0-9a-f]{8}$/);
  });

  it('draws again a pair judged "no" on a section that has changed since, and only that', () => {
    const now = fingerprint(shownSection(index, passage.url));
    expect(judgeAgain([no('0badc0de')], now)).toBe(true);
    expect(judgeAgain([no(now)], now)).toBe(false);
    // A "yes" stands, and a later "no" given to the section as it is now is the verdict that counts.
    expect(judgeAgain([yes('0badc0de')], now)).toBe(false);
    expect(judgeAgain([no('0badc0de'), no(now)], now)).toBe(false);
    // Two judges split: not every judge said it answers, so it counts as a "no", and is drawn again.
    expect(judgeAgain([{shown: '0badc0de', judged: [{answers: true}, {answers: false}]}], now)).toBe(true);
    // A section that is gone cannot be shown to a judge.
    expect(judgeAgain([no('0badc0de')], null)).toBe(false);
  });
});
