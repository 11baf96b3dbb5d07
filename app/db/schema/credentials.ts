import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { certificates } from "./learning";

/**
 * Issue 40 (decision 068): the network's Ed25519 key pairs that sign its credentials. Generated on
 * first use like the session secret, kept in the database on both engines with the private key sealed
 * (AES-256-GCM under a key derived from the session secret). The newest unretired key signs; every key
 * stays published (`/credentials/keys/{id}`) so credentials signed before a rotation still verify.
 */
export const credentialSigningKeys = pgTable(
  "credential_signing_keys",
  {
    id: text("id").primaryKey(),
    publicKeyMultibase: text("public_key_multibase").notNull(),
    sealedPrivateKey: text("sealed_private_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a newer key took over signing (the key still verifies what it signed). */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [index("credential_signing_keys_created_idx").on(table.createdAt.desc().nullsFirst())],
);

/** The next place in the status lists: list `floor(n / 131072) + 1`, index `n mod 131072`. */
export const credentialStatusSeq = pgSequence("credential_status_seq", { startWith: 0, minValue: 0 });

/**
 * A W3C Bitstring Status List (purpose revocation) published at `/credentials/status/{id}`. The signed
 * list credential is kept in `credential` and cleared whenever a bit changes; the next request signs it again.
 */
export const credentialStatusLists = pgTable("credential_status_lists", {
  id: integer("id").primaryKey(),
  credential: jsonb("credential").$type<Record<string, unknown>>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One credential's place in a status list and whether it is revoked. The row outlives its certificate
 * (`certificate_id` set null): a deleted holder's certificates stay revoked for every copy in the wild.
 */
export const credentialStatuses = pgTable(
  "credential_statuses",
  {
    listId: integer("list_id")
      .notNull()
      .references(() => credentialStatusLists.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
    certificateId: text("certificate_id")
      .unique()
      .references(() => certificates.id, { onDelete: "set null" }),
    revoked: boolean("revoked").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "credential_statuses_pk", columns: [table.listId, table.position] }),
    check("credential_statuses_position", sql`${table.position} between 0 and 131071`),
  ],
);
