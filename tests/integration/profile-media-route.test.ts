import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaOnPage } from "~/features/technician-pages/media.server";
import { type Ctx, requestContext } from "~/lib/context.server";
import { action as mediaAction } from "~/routes/profile-page/media";
import { actingAs, testContext } from "../context";
import { createIndividual } from "../factories";

async function technician() {
  const { userId } = await createIndividual();
  return { id: userId, ctx: await actingAs(userId) };
}

async function smallPng(): Promise<File> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "foto.png", { type: "image/png" });
}

function form(entries: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

const photoValues = { alt: "Consola de monitores en el escenario", caption: "Festival Cosquín Rock" };

/** What POST /profile/page/media answers, as the router calls it: its status and body. */
async function post(ctx: Ctx, body: FormData | string, contentType?: string) {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const headers = contentType ? { "content-type": contentType } : undefined;
  const request = new Request("http://localhost:3000/profile/page/media", { method: "POST", body, headers });
  const answer = (await mediaAction({ request, context, params: {} } as unknown as Parameters<typeof mediaAction>[0])) as unknown;
  if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
    const failed = answer as { data: { code: string; field?: string }; init: { status: number } };
    return { status: failed.init.status, body: failed.data };
  }
  return { status: 200, body: answer as { ok: true; done: string; id: string } };
}

describe("POST /profile/page/media", () => {
  it("answers bad input with a 4xx naming the field, never a 500", async () => {
    const owner = await technician();
    expect(await post(owner.ctx, form({ intent: "nada" }))).toMatchObject({ status: 400, body: { code: "INVALID_INPUT", field: "intent" } });
    expect(await post(owner.ctx, form({ alt: "Show" }))).toMatchObject({ status: 400, body: { code: "INVALID_INPUT" } });
    expect(await post(owner.ctx, '{"intent":"add-photo"}', "application/json")).toMatchObject({ status: 400, body: { code: "INVALID_BODY" } });
    expect(await post(owner.ctx, form({ intent: "add-photo", alt: "Show", photo: "no es un archivo" }))).toMatchObject({
      status: 400,
      body: { code: "MEDIA_PHOTO_REQUIRED", field: "photo" },
    });
    expect(await post(owner.ctx, form({ intent: "add-video", url: "ftp://x", alt: "Show" }))).toMatchObject({ status: 400, body: { field: "url" } });
    for (const intent of ["edit", "delete", "up", "down"]) {
      expect(await post(owner.ctx, form({ intent }))).toMatchObject({ status: 400, body: { code: "MEDIA_NOT_FOUND", field: "id" } });
      expect(await post(owner.ctx, form({ intent, id: "x".repeat(500) }))).toMatchObject({ status: 400, body: { code: "MEDIA_NOT_FOUND" } });
      expect(await post(owner.ctx, form({ intent, id: randomUUID() }))).toMatchObject({ status: 404, body: { code: "MEDIA_NOT_FOUND" } });
    }
  });

  it("adds a photo from a multipart form and answers what it did", async () => {
    const owner = await technician();
    const answer = await post(owner.ctx, form({ intent: "add-photo", ...photoValues, photo: await smallPng() }));
    expect(answer).toMatchObject({ status: 200, body: { ok: true, done: "add-photo" } });
    const id = "id" in answer.body ? answer.body.id : null;
    expect(await mediaOnPage(testContext(), owner.id)).toMatchObject([{ kind: "photo", id, width: 64, height: 48 }]);
  });
});
