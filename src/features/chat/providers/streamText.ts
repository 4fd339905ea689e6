/**
 * Plays a finished text out in small pieces: the hosted assistant's own fixed replies (nothing to
 * ground an answer in) go through the same stream as the model's text. The docs assistant does
 * not use it: its answers are drawn at once.
 */
const WORDS_PER_PIECE = 3;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, {once: true});
  });
}

/** Yields `text` a few words at a time, `delayMs` apart; stops quietly when `signal` aborts. */
export async function* streamText(text: string, signal: AbortSignal, delayMs: number): AsyncGenerator<string> {
  const words = text.match(/\s*\S+/g) ?? [];
  for (let start = 0; start < words.length; start += WORDS_PER_PIECE) {
    if (signal.aborted) return;
    yield words.slice(start, start + WORDS_PER_PIECE).join('');
    await pause(delayMs, signal);
  }
  const trailing = /\s+$/.exec(text)?.[0];
  if (trailing && !signal.aborted) yield trailing;
}
