/** The fields of a valid event for its editor: a meet-up in Montevideo in 2031, titled as given. */
export const eventFields = (title: string) => ({
  title,
  description: "Un encuentro de técnicos para compartir experiencias de montaje en vivo.",
  eventType: "meetup",
  timeZone: "America/Montevideo",
  startsLocal: "2031-03-10T19:00",
  endsLocal: "2031-03-10T22:00",
  venue: "Sala Zitarrosa",
  city: "Montevideo",
  country: "UY",
  minLevel: "bronze",
});
