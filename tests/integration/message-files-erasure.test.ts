import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { queryRows } from "~/db/rows";
import { messageFiles, messages } from "~/db/schema/messages";
import { readMessageFile, uploadMessageFile } from "~/features/messages/message-files.server";
import { deleteMessage, sendMessage } from "~/features/messages/messages.server";
import { messagesPersonalData } from "~/features/messages/personal-data.server";
import { eraseAccount } from "~/features/privacy/erasure.server";
import { actingIndividual } from "../factories";
import { keysOfRow, note, riderTxt, stored } from "../message-files";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

describe("files in messages in the privacy centre (issue 41)", () => {
  it("the export lists each message's files; erasure removes the files the erased member sent", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const rider = await uploadMessageFile(ana.ctx, riderTxt());
    await sendMessage(ana.ctx, note(beto.userId, [rider.id]));
    const section = messagesPersonalData.exportSections?.find((part) => part.name === "messagesSent");
    const rows = await queryRows<{ files: { name: string; kind: string; size: number }[] }>(
      testDb(),
      section?.query({ id: ana.userId, email: "" }) ?? sql`select 1`,
    );
    expect(rows[0].files).toEqual([{ name: "rider.txt", kind: "text", size: rider.size }]);

    const keys = await keysOfRow(rider.id);
    expect(await testDb().transaction((tx) => eraseAccount(tx as unknown as Db, ana.userId, new Date()))).toBe(true);
    expect(await testDb().select().from(messageFiles).where(eq(messageFiles.id, rider.id))).toEqual([]);
    expect(await stored(keys)).toEqual([false]);
    expect(await refusalOf(readMessageFile(beto.ctx, { fileId: rider.id }))).toMatchObject({ status: 404 });
    // Beto keeps the message, from the ex-member.
    expect(await testDb().select().from(messages).where(eq(messages.recipientId, beto.userId))).toHaveLength(1);
  });

  it("erasing a recipient who alone kept a message removes the other side's file it carried", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const rider = await uploadMessageFile(ana.ctx, riderTxt());
    const sent = await sendMessage(ana.ctx, note(beto.userId, [rider.id]));
    await deleteMessage(ana.ctx, sent.id);
    const keys = await keysOfRow(rider.id);
    await testDb().transaction((tx) => eraseAccount(tx as unknown as Db, beto.userId, new Date()));
    expect(await testDb().select().from(messageFiles).where(eq(messageFiles.id, rider.id))).toEqual([]);
    expect(await stored(keys)).toEqual([false]);
  });
});
