import { describe, expect, it } from "vitest";
import { sniffFileType } from "./file-type";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("sniffing a file's type from its content", () => {
  it("recognises JPEG, PNG, WebP, GIF and PDF by their magic bytes", () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffFileType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffFileType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffFileType(bytes("GIF89a"))).toBe("image/gif");
    expect(sniffFileType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("refuses anything else, whatever it would be called: text, HTML, an executable, an empty file", () => {
    expect(sniffFileType(bytes("hola, soy un pdf"))).toBeNull();
    expect(sniffFileType(bytes("<svg onload=alert(1)>"))).toBeNull();
    expect(sniffFileType(bytes([0x4d, 0x5a, 0x90, 0x00]))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(bytes("RIFF", [0, 0, 0, 0], "WAVE"))).toBeNull();
  });
});
