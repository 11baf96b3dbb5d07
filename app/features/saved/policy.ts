import type { Actor } from "~/lib/actor";
import { rolesOf } from "~/lib/actor-roles";
import { roles } from "~/lib/policy";

/**
 * The saved items' one role question (spec §5 Saved items): every signed-in account keeps its own
 * list, so there is no rule of who may; a company's items are kept as the company's, anyone else's as
 * the person's.
 */
export function saverKind(actor: Actor): "company" | "user" {
  return roles.isCompany(rolesOf(actor)) ? "company" : "user";
}
