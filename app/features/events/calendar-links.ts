/** Google Calendar's 'add event' address for an event (UTC times). */
export function googleCalendarUrl(event: { title: string; description: string; startsAt: string; endsAt: string; location: string | null }): string {
  const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compact(event.startsAt)}/${compact(event.endsAt)}`,
    details: event.description.slice(0, 1000),
  });
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook's 'add event' address for an event (ISO times). */
export function outlookCalendarUrl(event: { title: string; description: string; startsAt: string; endsAt: string; location: string | null }): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: event.startsAt,
    enddt: event.endsAt,
    body: event.description.slice(0, 1000),
  });
  if (event.location) params.set("location", event.location);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
