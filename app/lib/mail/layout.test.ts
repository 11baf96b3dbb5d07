import { describe, expect, it } from "vitest";
import { renderMail } from "./layout.server";
import { extractLinks } from "./mail.server";

describe("mail rendering", () => {
  const mail = renderMail({
    subject: "Hola <b>",
    greeting: "Hola,",
    paragraphs: ['<script>alert("x")</script>'],
    action: { label: "Confirmar", url: "http://localhost:3000/auth/verify?token=a&b=c" },
    signature: "RedAV",
    footer: "Montevideo",
  });

  it("escapes every dynamic value in the HTML", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).toContain("token=a&amp;b=c");
  });

  it("has a plain-text version with the link", () => {
    expect(mail.text).toContain("Confirmar: http://localhost:3000/auth/verify?token=a&b=c");
    expect(extractLinks(mail.text)).toEqual(["http://localhost:3000/auth/verify?token=a&b=c"]);
  });
});
