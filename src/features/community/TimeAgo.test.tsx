import {UNITS, fullDate, timeAgo} from './TimeAgo';

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

describe('the wording is what Intl says in English (written out so the list does not load Intl data)', () => {
  const relative = new Intl.RelativeTimeFormat('en', {numeric: 'auto'});
  test('every amount from one minute to a few years reads as Intl.RelativeTimeFormat would put it', () => {
    for (let elapsed = 45_000; elapsed < 4 * 365 * 24 * 3600_000; elapsed = Math.ceil(elapsed * 1.07)) {
      const [unit, size] = UNITS.find(([, unitSize]) => elapsed >= unitSize) ?? UNITS[UNITS.length - 1];
      expect(timeAgo(NOW - elapsed, NOW)).toBe(relative.format(-Math.max(1, Math.round(elapsed / size)), unit));
    }
  });

  test('the exact time in the tooltip reads as en-US medium date and short time', () => {
    const intl = new Intl.DateTimeFormat('en-US', {dateStyle: 'medium', timeStyle: 'short'});
    const spaces = (text: string) => text.replace(/[\s\u202f]/g, ' ');
    for (const iso of ['2026-01-05T00:07:00', '2026-11-24T12:00:00', '2026-06-30T23:59:00', '2025-12-31T09:30:00', '2026-03-01T12:45:00']) {
      const date = new Date(iso);
      expect(spaces(fullDate(date))).toBe(spaces(intl.format(date)));
    }
  });
});
