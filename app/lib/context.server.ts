import { createContext } from "react-router";
import type { Db } from "~/db/client.server";
import type { Actor } from "./actor";
import { AppError } from "./errors";
import type { Locale } from "./i18n/locales";

/** Everything a use case may know about the request that runs it; built once per request by the root middleware. */
export type Ctx = {
  readonly db: Db;
  readonly actor: Actor | null;
  readonly ip: string;
  readonly locale: Locale;
  readonly headers: Headers;
  readonly now: () => Date;
};

/** The request context key in React Router's context; set by the root middleware, read by every route. */
export const requestContext = createContext<Ctx>();

/** Runs `work` in one transaction, handing it (and everything it calls) the same context on the transaction. */
export function withTransaction<T>(ctx: Ctx, work: (tx: Ctx) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db }));
}

/** The acting user; a 401 'Debes iniciar sesión para acceder.' when nobody is signed in. */
export function requireActor(ctx: Pick<Ctx, "actor">): Actor {
  if (!ctx.actor) throw new AppError("LOGIN_REQUIRED", 401);
  return ctx.actor;
}
