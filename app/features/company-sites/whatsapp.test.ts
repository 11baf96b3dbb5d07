import { describe, expect, it } from "vitest";
import { whatsappLink, whatsappNumber } from "./whatsapp";

describe("WhatsApp numbers (issue 24 §1)", () => {
  it("normalises the ways people write their numbers in seven countries", () => {
    const cases: [phone: string, country: string, expected: string][] = [
      // Argentina: the 9 after 54 for mobiles, without the local 0 and 15.
      ["011 15-2345-6789", "Argentina", "5491123456789"],
      ["+54 9 11 2345-6789", "Argentina", "5491123456789"],
      ["(0351) 15 555-1234", "Argentina", "5493515551234"],
      // Mexico: 52 and ten digits, without the old 1 of mobiles.
      ["33 1234 5678", "México", "523312345678"],
      ["+52 1 55 1234 5678", "México", "525512345678"],
      ["52 1 55 1234 5678", "México", "525512345678"],
      ["1 55 1234 5678", "México", "525512345678"],
      ["300 123 4567", "Colombia", "573001234567"],
      ["+56 9 6123 4567", "Chile", "56961234567"],
      ["912 345 678", "Perú", "51912345678"],
      ["099 123 456", "Uruguay", "59899123456"],
      ["(11) 91234-5678", "Brasil", "5511912345678"],
    ];
    for (const [phone, country, expected] of cases) expect(whatsappNumber(phone, country), `${phone} (${country})`).toBe(expected);
  });

  it("answers null (no button) for what is not a valid number, never a broken link", () => {
    for (const [phone, country] of [
      ["", "Argentina"],
      ["123", "México"],
      ["llámanos", "Chile"],
      ["+54 11 1", "Argentina"],
      ["0000000000", "Colombia"],
      ["099 123 45", "Uruguay"],
      ["(11) 1234", "Brasil"],
      ["912 345", "Perú"],
      ["12345678", null],
    ] as const) {
      expect(whatsappNumber(phone, country), `${phone} (${country})`).toBeNull();
      expect(whatsappLink(phone, country, "Hola")).toBeNull();
    }
  });

  it("makes the wa.me address with the message encoded", () => {
    expect(whatsappLink("+56 9 6123 4567", "Chile", "Hola, vi su sitio en RedAV & quiero cotizar")).toBe(
      "https://wa.me/56961234567?text=Hola%2C%20vi%20su%20sitio%20en%20RedAV%20%26%20quiero%20cotizar",
    );
  });
});
