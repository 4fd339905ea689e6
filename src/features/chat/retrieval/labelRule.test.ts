import {answersByRule, namesAnExplainedError} from './labelRule';

describe('the labelling rule for the common error messages page', () => {
  it('reaches a question that names an error the page explains, or quotes its message', () => {
    expect(namesAnExplainedError('my program crashes with KeyError, what does it mean?')).toBe(true);
    expect(namesAnExplainedError("TypeError: 'NoneType' object is not subscriptable")).toBe(true);
    expect(namesAnExplainedError('TypeError: greet() takes 1 positional argument but 2 were given')).toBe(true);
  });

  it('leaves out a TypeError or ValueError whose message the page does not explain', () => {
    expect(namesAnExplainedError('TypeError: metaclass conflict')).toBe(false);
    expect(namesAnExplainedError('ValueError: mutable default <class list> for field items is not allowed')).toBe(false);
  });

  it('leaves out a question about raising or defining an exception of your own', () => {
    expect(namesAnExplainedError('how do I raise a KeyError myself')).toBe(false);
    expect(namesAnExplainedError('define a custom ValueError subclass')).toBe(false);
  });
});

describe('the labelling rule for the modules and packages page', () => {
  const mainSection = '/docs/python-basics/modules-and-packages#__name__-__main__-and-python--m';

  it('reaches the if __name__ == "__main__" idiom and python -m', () => {
    expect(answersByRule('what does if __name__ == "__main__" do', [])).toContain(mainSection);
    expect(answersByRule('python -m mypackage.tool vs python mypackage/tool.py', [])).toContain(mainSection);
  });

  it('leaves out a question that names __name__ or __main__ for another reason', () => {
    expect(answersByRule('my decorated function\'s __name__ is "wrapper"', [])).toEqual([]);
    expect(answersByRule('make my object print nicely instead of <__main__.Point object at 0x...>', [])).toEqual([]);
  });
});

describe('the labelling rule for a section split in two', () => {
  const floats = '/docs/python-basics/data-types#floats-and-their-precision';
  const rounding = '/docs/python-basics/data-types#rounding-and-absolute-values';

  it('gives a question that lists the old section the part split off, when it asks about that part', () => {
    expect(answersByRule('why does round(2.5) give 2', [floats])).toEqual([rounding]);
    expect(answersByRule('exit script with error code', ['/docs/libraries/standard-library#os-and-sys-environment-variables-arguments-and-exit-codes'])).toEqual([
      '/docs/libraries/standard-library#command-line-arguments-and-exiting-sysargv-and-sysexit',
    ]);
  });

  it('leaves a question about the rest of the old section, or one that never listed it, as it is', () => {
    expect(answersByRule('why does 0.1 + 0.2 not equal 0.3', [floats])).toEqual([]);
    // Its words in another sense: a float's rounding error, floor division, "at the end".
    expect(answersByRule('floating point rounding error', [floats])).toEqual([]);
    expect(answersByRule('floor division of floats', [floats])).toEqual([]);
    expect(answersByRule('print a float at the end of a line', ['/docs/getting-started/first-program#hello-world'])).toEqual([]);
    expect(answersByRule('round to 2 decimal places', ['/docs/libraries/standard-library#decimal-and-fractions-exact-arithmetic'])).toEqual([]);
  });
});
