import { describe, expect, it } from "vitest";
import { parseArrayField } from "./array-field";

describe("legacy list shapes", () => {
  it.each([
    ["an array", ["Audio", "Video"], ["Audio", "Video"]],
    ["a braces string", "{Audio,Video}", ["Audio", "Video"]],
    ["a braces string with quotes and commas", '{"Técnico AV","Sonido, luces",Video}', ["Técnico AV", "Sonido, luces", "Video"]],
    ["a braces string with an escaped quote", '{"Dice \\"hola\\""}', ['Dice "hola"']],
    ["an empty braces string", "{}", []],
    ["a JSON array string", '["Audio","Iluminación"]', ["Audio", "Iluminación"]],
    ["a single value", "Técnico Audiovisual", ["Técnico Audiovisual"]],
    ["blank text", "   ", []],
    ["null", null, []],
    ["undefined", undefined, []],
    ["an array with blanks", ["Audio", " ", null], ["Audio"]],
    ["malformed JSON kept as one value", "[Audio", ["[Audio"]],
    ["a braces string with NULL", "{Audio,NULL}", ["Audio"]],
  ])("reads %s", (_label, input, expected) => {
    expect(parseArrayField(input)).toEqual(expected);
  });
});
