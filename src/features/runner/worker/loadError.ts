/**
 * Turns whatever a failed Pyodide start threw or rejected with into words for the reader.
 * Emscripten rejects with plain objects and strings as well as Errors; an aborted download gives
 * a TypeError("Failed to fetch"); a Content-Security-Policy without 'wasm-unsafe-eval' a
 * CompileError. "[object Object]" helps nobody.
 */
export function describeLoadError(reason: unknown): string {
  if (reason instanceof Error && reason.message) return reason.message;
  if (typeof reason === 'string' && reason.trim()) return reason.trim();
  if (reason && typeof reason === 'object') {
    const {message, status, statusText, url} = reason as {message?: unknown; status?: unknown; statusText?: unknown; url?: unknown};
    if (typeof message === 'string' && message.trim()) return message.trim();
    if (typeof status === 'number') {
      const file = typeof url === 'string' ? ` for ${url.split('/').pop()}` : '';
      return `the server answered ${status}${typeof statusText === 'string' && statusText ? ` ${statusText}` : ''}${file}`;
    }
  }
  return 'the Python runtime did not download';
}
