import React, {useEffect, useState} from 'react';
import type {Timestamp} from 'firebase/firestore';

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago `then` was. */
export function timeAgo(then: number, now: number): string {
  const elapsed = Math.max(0, now - then);
  if (elapsed < 45_000) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', {numeric: 'auto'});
  for (const [unit, size] of UNITS) {
    if (elapsed >= size || unit === 'minute') return format.format(-Math.max(1, Math.round(elapsed / size)), unit);
  }
  return 'just now';
}

/** Re-renders every minute so "just now" becomes "1 minute ago" on a page left open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function TimeAgo({time}: {time: Pick<Timestamp, 'toMillis'> | null}): React.JSX.Element {
  const now = useMinuteClock();
  const then = time ? time.toMillis() : now;
  const date = new Date(then);
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString('en-US', {dateStyle: 'medium', timeStyle: 'short'})}>
      {timeAgo(then, now)}
    </time>
  );
}
