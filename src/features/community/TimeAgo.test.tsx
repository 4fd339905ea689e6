import {timeAgo} from './TimeAgo';

const NOW = Date.parse('2026-11-20T12:00:00Z');

test.each([
  [10_000, 'just now'],
  [5 * 60_000, '5 minutes ago'],
  [3 * 3600_000, '3 hours ago'],
  [26 * 3600_000, 'yesterday'],
  [3 * 7 * 24 * 3600_000, '3 weeks ago'],
  [400 * 24 * 3600_000, 'last year'],
])('%i ms ago reads "%s"', (elapsed, text) => {
  expect(timeAgo(NOW - elapsed, NOW)).toBe(text);
});
