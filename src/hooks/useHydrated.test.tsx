import {render} from '@testing-library/react';
import {useHydrated} from './useHydrated';

function Probe({seen}: {seen: boolean[]}): null {
  seen.push(useHydrated());
  return null;
}

describe('useHydrated', () => {
  // One test, in order: the module remembers that the page has hydrated.
  test('a form in the page starts read-only until React takes over, and one opened afterwards (the login modal) takes typing from its first render', () => {
    const inThePage: boolean[] = [];
    const {rerender} = render(<Probe seen={inThePage} />);
    expect(inThePage[0]).toBe(false);
    expect(inThePage.at(-1)).toBe(true);
    const openedLater: boolean[] = [];
    rerender(
      <>
        <Probe seen={inThePage} />
        <Probe seen={openedLater} />
      </>,
    );
    expect(openedLater[0]).toBe(true);
  });
});
