import type { z } from "zod";

const schemas = new Map<string, z.ZodType>();

/** Records the payload schemas of a feature's events (declaring a type again replaces its schema). */
export function declareEvents(declared: Record<string, z.ZodType>): void {
  for (const [type, schema] of Object.entries(declared)) schemas.set(type, schema);
}

/** The declared event types, in declaration order. */
export function declaredEventTypes(): string[] {
  return [...schemas.keys()];
}

/**
 * Throws when a payload does not match its event's declared schema (a producer's bug: the caller's
 * transaction rolls back). A type nobody declared in this process (a script that never collected the
 * feature modules) is left unchecked: the compiler already holds it to the declared type.
 */
export function checkEventPayload(type: string, payload: unknown): void {
  const schema = schemas.get(type);
  if (!schema) return;
  const result = schema.safeParse(payload);
  if (!result.success) throw new Error(`outbox: the payload of ${type} does not match its schema: ${result.error.message}`);
}
