import {afterNextPaint} from './useAsk';

describe('saving after the answer is drawn', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('in a tab the reader has left (no frames are drawn), the question is still saved, a tenth of a second later', async () => {
    jest.useFakeTimers();
    // A hidden tab: the browser holds every animation frame back until the tab is seen again.
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    let saved = false;
    void afterNextPaint().then(() => (saved = true));
    await jest.advanceTimersByTimeAsync(99);
    expect(saved).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(saved).toBe(true);
  });

  test('in a visible tab it waits for the frame only', async () => {
    jest.useFakeTimers();
    let drawFrame: FrameRequestCallback = () => undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      drawFrame = callback;
      return 1;
    });
    let saved = false;
    void afterNextPaint().then(() => (saved = true));
    await jest.advanceTimersByTimeAsync(5);
    expect(saved).toBe(false);
    drawFrame(performance.now());
    await jest.advanceTimersByTimeAsync(0);
    expect(saved).toBe(true);
  });
});
