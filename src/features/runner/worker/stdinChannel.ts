/**
 * input() that waits for the reader, as in a terminal. The page and the Python worker share a
 * SharedArrayBuffer (only possible in a cross-origin isolated page: firebase.json's COOP and COEP
 * headers). Python's stdin callback must return synchronously, so the worker asks the page for a
 * line and blocks in Atomics.wait until the page has written one (or the end of input).
 *
 * Layout: Int32 [0] the state, Int32 [1] the line's length in bytes, then the line in UTF-8.
 */
export const STDIN_BUFFER_BYTES = 64 * 1024;
const HEADER_BYTES = 8;
const WAITING = 0;
const LINE = 1;
const END = 2;

/** The worker's side: ask, then wait for the reader's line (null: end of input, EOFError). */
export function createStdinReader(buffer: SharedArrayBuffer): (ask: () => void) => string | null {
  const state = new Int32Array(buffer, 0, 2);
  const bytes = new Uint8Array(buffer, HEADER_BYTES);
  const decoder = new TextDecoder();
  return (ask) => {
    Atomics.store(state, 0, WAITING);
    ask();
    Atomics.wait(state, 0, WAITING);
    if (Atomics.load(state, 0) === END) return null;
    // A copy: TextDecoder does not read shared memory.
    return decoder.decode(bytes.slice(0, Atomics.load(state, 1)));
  };
}

/** The page's side: hand the waiting program its line, or null for the end of input (Ctrl+D). */
export function createStdinWriter(buffer: SharedArrayBuffer): (line: string | null) => void {
  const state = new Int32Array(buffer, 0, 2);
  const bytes = new Uint8Array(buffer, HEADER_BYTES);
  const encoder = new TextEncoder();
  return (line) => {
    if (line === null) {
      Atomics.store(state, 0, END);
    } else {
      // Encoded first (browsers refuse to encode into shared memory), then copied; a line longer
      // than the buffer is cut at the last whole character that fits.
      const encoded = encoder.encode(line);
      let length = Math.min(encoded.length, bytes.length);
      while (length < encoded.length && length > 0 && (encoded[length] & 0xc0) === 0x80) length--;
      bytes.set(encoded.subarray(0, length));
      Atomics.store(state, 1, length);
      Atomics.store(state, 0, LINE);
    }
    Atomics.notify(state, 0);
  };
}
