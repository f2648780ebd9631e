/**
 * Loaded only when a traveller presses "Add to calendar" (a dynamic import in AddToCalendar.tsx), so pages carry
 * none of this code until then. Builds the file in the browser — no request, so it works offline —
 * and saves it through a Blob URL (the CSP's default-src 'none' does not govern a download).
 */
import { calendarFile } from './events';
import { toICalendar } from './ics';
import type { CalendarInfo, CalendarPlaces, CalendarSubject } from './types';

export function downloadCalendar(subject: CalendarSubject, places: CalendarPlaces, info: CalendarInfo, now: Date): void {
  const file = calendarFile(subject, places, info);
  if (!file) throw new Error('this plan has no calendar dates');
  const text = toICalendar(file.events, { brand: info.brand, name: file.title, now });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; keep it a little longer for slow devices.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
