/**
 * How an error is written to the log: its type, message, stack, the statement's shape and the
 * fields that name what failed (SQLSTATE, constraint, socket call), following `cause` and an
 * AggregateError's `errors`. Never a query's parameters, a database's `detail` (it quotes the row's
 * values), nor an e-mail address, wherever they hide: Drizzle's DrizzleQueryError carries them in
 * `params` and in its message ("Failed query: <sql>\nparams: <values>"), and so in its stack.
 */

/** Scalar fields that say what failed without saying with which values. */
const KEPT_FIELDS = ["code", "errno", "syscall", "address", "port", "severity", "constraint", "table", "column", "routine", "status", "statusCode"];
/** How deep `cause` and `errors` are followed. */
const MAX_DEPTH = 5;
/** How many of an AggregateError's errors are written. */
const MAX_ERRORS = 5;
/** The longest message, stack or statement written. */
const MAX_TEXT = 4_000;
/** Where Drizzle's message starts listing the parameters. */
const PARAMS_MARK = "\nparams:";
const FRAMES_MARK = "\n    at ";
/** An e-mail address; never a file path (no slash on either side: `node_modules/@scope/x@1.2.3/a.mjs` is kept). */
const EMAIL = /[^\s@<>"'(),;:[\]/]+@[^\s@<>"'(),;:[\]/]+\.[a-z]{2,}/gi;

export type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: LoggedError | string;
  errors?: (LoggedError | string)[];
  [field: string]: unknown;
};

/** Text with every e-mail address replaced, cut to MAX_TEXT characters. */
export function withoutAddresses(text: string): string {
  const scrubbed = text.includes("@") ? text.replace(EMAIL, "<e-mail>") : text;
  return scrubbed.length > MAX_TEXT ? `${scrubbed.slice(0, MAX_TEXT)}…` : scrubbed;
}

/** A message without the parameters Drizzle appends to it (a wrapper that copied such a message loses them too). */
function withoutParams(message: string): string {
  const mark = message.indexOf(PARAMS_MARK);
  return mark < 0 ? message : message.slice(0, mark);
}

/** The stack with its header (which repeats the original message) rewritten to the safe message. */
function safeStack(stack: string, original: string, safe: string, type: string): string {
  if (original === safe) return stack;
  if (original && stack.includes(original)) return stack.replace(original, safe);
  const frames = stack.indexOf(FRAMES_MARK);
  return frames < 0 ? `${type}: ${safe}` : `${type}: ${safe}${stack.slice(frames)}`;
}

function loggedValue(value: unknown, depth: number): LoggedError | string {
  if (typeof value === "string") return withoutAddresses(withoutParams(value));
  if (value && typeof value === "object") return loggedObject(value as Record<string, unknown>, depth);
  return String(value);
}

function loggedObject(error: Record<string, unknown>, depth: number): LoggedError {
  const type = error instanceof Error ? error.constructor.name : "Object";
  const original = typeof error.message === "string" ? error.message : "";
  const message = withoutParams(original);
  const logged: LoggedError = { type, message: withoutAddresses(message) };
  if (typeof error.stack === "string") logged.stack = withoutAddresses(safeStack(error.stack, original, message, type));
  if (typeof error.query === "string") logged.query = withoutAddresses(error.query);
  for (const field of KEPT_FIELDS) {
    const value = error[field];
    if (typeof value === "string" || typeof value === "number") logged[field] = typeof value === "string" ? withoutAddresses(value) : value;
  }
  if (depth >= MAX_DEPTH) return logged;
  if (error.cause !== undefined && error.cause !== null) logged.cause = loggedValue(error.cause, depth + 1);
  if (Array.isArray(error.errors)) logged.errors = error.errors.slice(0, MAX_ERRORS).map((inner) => loggedValue(inner, depth + 1));
  return logged;
}

/** The log's one serializer of errors (pino's `err` and `error` keys): any value in, nothing secret out; see the module's comment. */
export function loggedError(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  return loggedValue(value, 0);
}
