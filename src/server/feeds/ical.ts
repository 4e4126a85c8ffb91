import ical from 'ical-generator';

/**
 * iCalendar (RFC 5545) for "add to calendar" (issue 26, decision 032): one schedule entry, or a
 * broadcast's coming entries, written by ical-generator 10 (11 needs Node 22). No time zone is
 * set, so every DTSTART/DTEND is in UTC (`…Z`) and any calendar shows it in its own zone. `stamp`
 * is the schedule's last change, not the moment of writing, so the same data gives the same bytes
 * (and ETag).
 */

export interface CalendarEvent {
  /** Stable: `{channel}-{date}-{HHmm}@{host}`, the same in every download of the entry. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
}

export function calendarDocument(opts: {
  name: string;
  stamp: Date;
  events: readonly CalendarEvent[];
}): string {
  const calendar = ical({ name: opts.name, prodId: { company: 'Efir', product: 'Efir', language: 'EN' } });
  for (const e of opts.events) {
    calendar.createEvent({
      id: e.uid,
      start: e.start,
      end: e.end,
      stamp: opts.stamp,
      summary: e.summary,
      description: e.description ? `${e.description}\n\n${e.url}` : e.url,
      location: e.location,
      url: e.url,
    });
  }
  return calendar.toString();
}
