import { describe, expect, it } from "vitest";
import { handleFromName, handleProblem, normalizeHandle, RESERVED_HANDLES } from "./handle-rules";

const DB_CHECK = /^[a-z][a-z0-9-]{2,29}$/;

describe("a technician page's handle", () => {
  it("is normalised before it is checked: trimmed, lower-case, accents stripped, spaces and underscores as hyphens", () => {
    expect(normalizeHandle("  José Pérez ")).toBe("jose-perez");
    expect(normalizeHandle("MARÍA_ÑANDÚ")).toBe("maria-nandu");
    expect(normalizeHandle("Ana   Lía")).toBe("ana-lia");
  });

  it("takes 3 to 30 lower-case ASCII characters, a letter first, single hyphens inside, never a hyphen last", () => {
    for (const good of ["ana", "jose-perez", "dj-lia-2", "a1b", "a".repeat(30)]) {
      expect(handleProblem(good), good).toBeNull();
      expect(DB_CHECK.test(good), good).toBe(true);
    }
    for (const bad of ["ab", "a".repeat(31), "1ana", "-ana", "ana-", "ana--lia", "ana_lia", "ana.lia", "añá", "ana lia", "ANA", "ana/lia"]) {
      expect(handleProblem(bad), bad).toBe("invalid");
    }
    expect(handleProblem("")).toBe("required");
  });

  it("refuses the reserved words, whatever the case or accents they were typed in", () => {
    for (const word of [
      "admin",
      "api",
      "login",
      "register",
      "tecnicos",
      "empresa",
      "redav",
      "soporte",
      "support",
      "ayuda",
      "help",
      "settings",
      "profile",
      "perfil",
      "files",
      "assets",
      "new",
      "edit",
      "me",
      "www",
      "mail",
    ]) {
      expect(RESERVED_HANDLES.has(word), word).toBe(true);
    }
    expect(handleProblem(normalizeHandle(" Técnicos "))).toBe("reserved");
    expect(handleProblem(normalizeHandle("ADMIN"))).toBe("reserved");
    expect(handleProblem("admin-ana")).toBeNull();
  });

  it("is suggested from the member's name, shaped to the rules", () => {
    expect(handleFromName("José", "Pérez")).toBe("jose-perez");
    expect(handleFromName("  Ñoño ", "O'Brien-Díaz")).toBe("nono-obrien-diaz");
    expect(handleFromName("4ever", "Lía")).toBe("ever-lia");
    const long = handleFromName("Maximiliana Guadalupe", "de los Santos Echeverría");
    expect(long && DB_CHECK.test(long) && !long.endsWith("-")).toBe(true);
    expect(handleFromName("Ñ", null)).toBeNull();
    expect(handleFromName(null, null)).toBeNull();
  });
});
