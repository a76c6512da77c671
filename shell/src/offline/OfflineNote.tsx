import { useEffect, useState } from 'react';
import { US_MONTHS } from '@reunion/contracts';
import { OFFLINE_COPY_META } from './offlineCopies';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'June 27 at 14:05', in the visitor's own time (the phone's clock says what "now" is). */
const keptOn = (time: Date) =>
  `${US_MONTHS[time.getMonth()] ?? ''} ${time.getDate()} at ${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}`;

/**
 * Says that the page is the copy this device kept, and from when, when the service worker served
 * it because the network did not answer (docs/offline.md). Read after the page is taken over:
 * the server's markup never had it.
 */
export function OfflineNote() {
  const [renderedAt, setRenderedAt] = useState<Date>();
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${OFFLINE_COPY_META}"]`);
    const time = meta ? new Date(meta.content) : undefined;
    if (time && !Number.isNaN(time.getTime())) setRenderedAt(time);
  }, []);
  if (!renderedAt) return null;
  return (
    <p className="offline-note" role="status">
      No connection: this is the programme as this device kept it on {keptOn(renderedAt)}. Calendar
      files still download; links to other sites need the network.
    </p>
  );
}
