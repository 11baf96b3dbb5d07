import type { z } from "zod";
import { every, type PeriodicJob } from "~/lib/jobs/periodic.server";
import { type MailRenderer, registerMails } from "~/lib/mail/templates.server";
import { type BatchConsumer, type Consumer, consume, consumeInBatches } from "~/lib/outbox/consumers.server";
import { declareEvents } from "~/lib/outbox/event-schemas";
import type { EventType } from "~/lib/outbox/events";
import type { Bucket } from "~/lib/storage/buckets";
import { type ReferenceFinder, registerFileReferences } from "~/lib/storage/orphans.server";

/** One reaction to an event: a named consumer (its name is the outbox's idempotency key: never rename it), or the one batch consumer of a batched type. */
export type ConsumerDeclaration = { type: EventType; name: string; run: Consumer<EventType> } | { type: EventType; batch: BatchConsumer<EventType> };

/**
 * What a feature brings to the background, declared in its own module.server.ts (decision 052): the
 * events it emits (payload schemas; their types are merged into DomainEvents in the same file), the
 * consumers it runs, its mails (renderers; their data merged into MailTemplates), its periodic jobs,
 * and where its files are referenced (for the orphan sweep). `register` is for work a feature
 * registers through a function of its own.
 */
export type FeatureModule = {
  name: string;
  events?: Record<string, z.ZodType>;
  consumers?: ConsumerDeclaration[];
  // biome-ignore lint/suspicious/noExplicitAny: each renderer takes its own template's data
  mails?: Record<string, MailRenderer<any>>;
  jobs?: PeriodicJob[];
  files?: { bucket: Bucket; finder: ReferenceFinder }[];
  register?: () => void;
};

/** A named consumer of one event type, typed by the event's declared payload. */
export function consumer<K extends EventType>(type: K, name: string, run: Consumer<K>): ConsumerDeclaration {
  return { type, name, run: run as unknown as Consumer<EventType> };
}

/** The batch consumer of an event type (its events are handed over together: see consumeInBatches). */
export function batchConsumer<K extends EventType>(type: K, batch: BatchConsumer<K>): ConsumerDeclaration {
  return { type, batch: batch as unknown as BatchConsumer<EventType> };
}

/** Registers everything the given modules declare, in their order (consumers of one event run in registration order); safe to call twice. */
export function registerFeatureModules(modules: readonly FeatureModule[]): void {
  for (const module of modules) {
    declareEvents(module.events ?? {});
    registerMails(module.mails ?? {});
    for (const declared of module.consumers ?? []) {
      if ("batch" in declared) consumeInBatches(declared.type, declared.batch);
      else consume(declared.type, declared.name, declared.run);
    }
    for (const job of module.jobs ?? []) every(job.name, job.everyMs, job.run);
    for (const { bucket, finder } of module.files ?? []) registerFileReferences(bucket, finder);
    module.register?.();
  }
}
