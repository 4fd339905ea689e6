import React, {useEffect, useState} from 'react';
import type {Timestamp} from 'firebase/firestore';
import {fullDate, timeAgo} from './timeAgo';

export {UNITS, fullDate, timeAgo} from './timeAgo';

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
    <time dateTime={date.toISOString()} title={fullDate(date)}>
      {timeAgo(then, now)}
    </time>
  );
}
