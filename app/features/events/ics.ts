/** An event as a calendar file carries it. */
export type IcsEvent = {
  uid: string;
  sequence: number;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  url: string;
  cancelled: boolean;
  updatedAt: Date;
  /** A whole-day entry (a technician's available or busy days): its first and last day, both included; the times are then not written. */
  allDay?: { first: string; last: string };
  /** Whether the entry takes the time (busy: TRANSP:OPAQUE); a whole-day entry is free time otherwise, a timed one always takes it. */
  busy?: boolean;
  /** A maybe (STATUS:TENTATIVE) rather than a confirmed entry. */
  tentative?: boolean;
};

/** A day as RFC 5545 writes a DATE value (20270130). */
function dateValue(day: string): string {
  return day.replaceAll("-", "");
}

/** The day after a `YYYY-MM-DD` day: DTEND of a whole-day entry is exclusive. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A UTC date-time as RFC 5545 writes it (20261201T200000Z). */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A TEXT value escaped as RFC 5545 §3.3.11 asks: backslash, semicolon, comma and new lines. */
export function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A content line folded at 75 octets (RFC 5545 §3.1): a longer line continues after CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/**
 * An iCalendar file (RFC 5545) of the events: UID, DTSTAMP, SEQUENCE (it grows with each change, so
 * calendars update), UTC times, STATUS:CANCELLED for a cancelled event, CRLF line ends, lines folded
 * at 75 octets; a whole-day entry has DATE values (DTEND the day after its last) and blocks time only when busy;
 * a tentative one is STATUS:TENTATIVE. `name` is the calendar's name in calendar apps.
 */
export function icsCalendar(name: string, list: IcsEvent[], now: Date): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//RedAV//Calendario//ES", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${icsText(name)}`];
  for (const event of list) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${utc(now)}`,
      `LAST-MODIFIED:${utc(event.updatedAt)}`,
      `SEQUENCE:${event.sequence}`,
      ...(event.allDay
        ? [
            `DTSTART;VALUE=DATE:${dateValue(event.allDay.first)}`,
            `DTEND;VALUE=DATE:${dateValue(nextDay(event.allDay.last))}`,
            `TRANSP:${event.busy ? "OPAQUE" : "TRANSPARENT"}`,
          ]
        : [`DTSTART:${utc(event.startsAt)}`, `DTEND:${utc(event.endsAt)}`]),
      `SUMMARY:${icsText(event.title)}`,
      `DESCRIPTION:${icsText(`${event.description}\n\n${event.url}`)}`,
      `URL:${event.url}`,
      ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
      `STATUS:${event.cancelled ? "CANCELLED" : event.tentative ? "TENTATIVE" : "CONFIRMED"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
