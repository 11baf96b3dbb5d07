const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for the shape of a booking's or a review's id (a UUID): anything else is no booking and never reaches SQL. */
export function isRecordId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
