import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sendMessage } from "~/features/messages/messages.server";
import { type Ctx, requestContext } from "~/lib/context.server";
import { loader as fileLoader } from "~/routes/messages/file";
import { action as uploadAction } from "~/routes/messages/file-upload";
import { actingIndividual } from "../factories";
import { plainPdf } from "../pdf-fixtures";

function contextOf(ctx: Ctx): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  return context;
}

async function uploaded(ctx: Ctx, file: File): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = new FormData();
  body.set("file", file);
  const request = new Request("http://localhost:3000/messages/files", { method: "POST", body });
  const answer = (await uploadAction({ request, context: contextOf(ctx), params: {} } as unknown as Parameters<typeof uploadAction>[0])) as unknown;
  if (answer && typeof answer === "object" && "type" in answer && (answer as { type: string }).type === "DataWithResponseInit") {
    const init = answer as unknown as { data: Record<string, unknown>; init: { status: number } };
    return { status: init.init.status, body: init.data };
  }
  return { status: 200, body: answer as Record<string, unknown> };
}

function read(ctx: Ctx, fileId: string): Promise<Response> {
  const request = new Request(`http://localhost:3000/messages/files/${fileId}`);
  return fileLoader({ request, context: contextOf(ctx), params: { fileId } } as unknown as Parameters<typeof fileLoader>[0]);
}

describe("the message files' routes (issue 41)", () => {
  it("uploads as JSON, refuses with the Spanish text, and serves a PDF inline in a sandbox with the RFC 5987 name, never cached; a third person reads 404", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const carla = await actingIndividual();
    const refused = await uploaded(ana.ctx, new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], "rider.pdf"));
    expect(refused.status).toBe(400);
    expect(String(refused.body.error)).toContain("Ese tipo de archivo no se puede enviar");
    const ok = await uploaded(ana.ctx, new File([new Uint8Array(await plainPdf())], "Rider técnico.pdf"));
    expect(ok.body).toMatchObject({ kind: "pdf", name: "Rider técnico.pdf" });
    const id = String(ok.body.id);
    await sendMessage(ana.ctx, { recipientId: beto.userId, subject: "Rider", content: "Adjunto", fileIds: [id] });
    const response = await read(beto.ctx, id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(`inline; filename="Rider-tecnico.pdf"; filename*=UTF-8''Rider%20t%C3%A9cnico.pdf`);
    expect(response.headers.get("Content-Security-Policy")).toBe("sandbox");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await read(carla.ctx, id)).status).toBe(404);
    expect((await read(carla.ctx, "../../etc")).status).toBe(404);
  });

  it("offers a text file as an attachment", async () => {
    const ana = await actingIndividual();
    const ok = await uploaded(ana.ctx, new File([new TextEncoder().encode("a,b\n1,2\n")], "patch.csv"));
    const response = await read(ana.ctx, String(ok.body.id));
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; /);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  });
});
