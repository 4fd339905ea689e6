/**
 * Whether `path` stays on this site when a browser follows it: a path from the root, never
 * `//host` or `/\host` (browsers read a backslash as a slash, so both name another origin).
 * Used before following an address a page was given: the login page's `returnTo`, the installed
 * app's last page.
 */
export function isSameSitePath(path: string): boolean {
  // Browsers also drop tabs and newlines from a URL, so `/\t/host` would be `//host`.
  const hasControlCharacter = [...path].some((character) => character.charCodeAt(0) < 0x20);
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !hasControlCharacter;
}
