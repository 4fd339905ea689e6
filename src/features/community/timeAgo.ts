/**
 * How long ago something happened, in words, and its exact time: the one formatting of times the
 * community pages use, in React (TimeAgo) and in /community's inline first-page script
 * (firstPageStarter.ts, compiled into the page's HTML), so it imports nothing.
 */

/** The units a time is told in, largest first, with their lengths in milliseconds. */
export const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

// English is written out here rather than asked of Intl: the first Intl.RelativeTimeFormat and
// Intl.DateTimeFormat of a page load their locale data in the list's render, ~20 ms of main thread
// (80 ms on a throttled phone) for a handful of words. The unit tests hold both to Intl's output.
const LAST: Partial<Record<Intl.RelativeTimeFormatUnit, string>> = {day: 'yesterday', week: 'last week', month: 'last month', year: 'last year'};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago `then` was. */
export function timeAgo(then: number, now: number): string {
  const elapsed = Math.max(0, now - then);
  if (elapsed < 45_000) return 'just now';
  for (const [unit, size] of UNITS) {
    if (elapsed >= size || unit === 'minute') {
      const count = Math.max(1, Math.round(elapsed / size));
      return (count === 1 && LAST[unit]) || `${count} ${unit}${count === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}

/** "Nov 24, 2026, 9:05 PM" in the reader's time zone: the tooltip with the exact time. */
export function fullDate(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
