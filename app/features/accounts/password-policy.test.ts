import { describe, expect, it } from "vitest";
import { commonPasswordCount, PASSWORD_MAX, PASSWORD_MIN, passwordLength, passwordProblem } from "./password-policy";

const noContext = {};
const juan = { email: "juan.perez@example.com", names: ["Juan", "Pérez"] };

describe("password length", () => {
  it("uses the ASVS level 2 bounds", () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(128);
  });

  it("refuses 7 characters and accepts 8", () => {
    expect(passwordProblem("vjk3#pq", noContext)).toBe("passwordLength");
    expect(passwordProblem("vjk3#pqz", noContext)).toBeNull();
  });

  it("accepts 128 characters and refuses 129", () => {
    const base = "tb7#Kq2!mZ".repeat(13);
    expect(passwordProblem(base.slice(0, 128), noContext)).toBeNull();
    expect(passwordProblem(base.slice(0, 129), noContext)).toBe("passwordLength");
  });

  it("counts code points, not UTF-16 units", () => {
    expect(passwordLength("ñandúñandú")).toBe(10);
    expect(passwordProblem("ñandúñandú", noContext)).toBeNull();
    expect(passwordProblem("ñandúñan", noContext)).toBeNull();
    expect(passwordProblem("ñandúña", noContext)).toBe("passwordLength");
    expect(passwordLength("n\u0303andu\u0301")).toBe(5);
  });

  it("refuses 4 emoji even though they are 8 UTF-16 units", () => {
    const emoji = "🐢🌵🚲🎈";
    expect(emoji.length).toBe(8);
    expect(passwordProblem(emoji, noContext)).toBe("passwordLength");
  });

  it("accepts 128 emoji and refuses 129", () => {
    const emoji = ["🐢", "🌵", "🚲", "🎈"];
    const long = Array.from({ length: 128 }, (_, index) => emoji[index % emoji.length]).join("");
    expect(long.length).toBe(256);
    expect(passwordProblem(long, noContext)).toBeNull();
    expect(passwordProblem(`${long}🐢`, noContext)).toBe("passwordLength");
  });

  it("checks length before anything else", () => {
    expect(passwordProblem("1234567", noContext)).toBe("passwordLength");
    expect(passwordProblem("juanp", juan)).toBe("passwordLength");
  });
});

describe("common passwords", () => {
  it("loads a list of at least 10,000 entries", () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each(["password", "12345678", "PASSWORD", "  password  ", "ｐａｓｓｗｏｒｄ", "baseball", "football"])("refuses %j as a listed password", (password) => {
    expect(passwordProblem(password, noContext)).toBe("passwordCommon");
  });

  it.each(["contraseña", "Contraseña2024!", "TEQUIERO"])("refuses %j as a listed password once accents are dropped", (password) => {
    expect(passwordProblem(password, noContext)).toBe("passwordCommon");
  });

  it.each(["Password123!", "password1", "!qwerty12345", "12345678!", "monkey2024?"])("refuses %j as a listed password with padding", (password) => {
    expect(passwordProblem(password, noContext)).toBe("passwordCommon");
  });

  it.each(["        ", "\t\t\t\t\t\t\t\t", "aaaaaaaa", "AaAaAaAa", "ññññññññ"])("refuses %j as a single repeated character", (password) => {
    expect(passwordProblem(password, noContext)).toBe("passwordCommon");
  });

  it.each(["abcdefgh", "87654321", "qwertyui", "lkjhgfdsa", "34567890", "HIJKLMNOP"])("refuses %j as a simple sequence", (password) => {
    expect(passwordProblem(password, noContext)).toBe("passwordCommon");
  });

  it("reports common before personal", () => {
    expect(passwordProblem("password", { email: "password@x.lat" })).toBe("passwordCommon");
  });

  it.each(["correct horse battery", "mi consola digital favorita 2025", "tb7#Kq2!mZ", "1928 ñandú azul"])("accepts %j", (password) => {
    expect(passwordProblem(password, noContext)).toBeNull();
  });

  it("accepts a passphrase that shares nothing with the user", () => {
    expect(passwordProblem("correct horse battery", { email: "ana@x.lat", names: ["Ana", "Prueba"] })).toBeNull();
  });
});

describe("personal passwords", () => {
  it("refuses the user's own e-mail", () => {
    expect(passwordProblem("juan.perez@example.com", juan)).toBe("passwordPersonal");
    expect(passwordProblem("Juan.Perez@Example.com", { email: "juan.perez@example.com" })).toBe("passwordPersonal");
  });

  it("refuses the e-mail local part, with or without its punctuation", () => {
    expect(passwordProblem("juan.perez-2024", { email: "juan.perez@example.com" })).toBe("passwordPersonal");
    expect(passwordProblem("juanperez2024!", { email: "juan.perez@example.com" })).toBe("passwordPersonal");
  });

  it("refuses a name part, ignoring accents and case", () => {
    expect(passwordProblem("Martinez-rules-99", { names: ["Lucía", "Martínez"] })).toBe("passwordPersonal");
    expect(passwordProblem("MARTÍNEZ rules 99", { names: ["Martinez"] })).toBe("passwordPersonal");
  });

  it("splits names on whitespace", () => {
    expect(passwordProblem("viva-maria-1990", { names: ["Ana María"] })).toBe("passwordPersonal");
    expect(passwordProblem("lopez-sonido-1990", { names: ["Ana López"] })).toBe("passwordPersonal");
  });

  it("ignores local parts shorter than 3 characters and name parts shorter than 4 (ordinary words contain them)", () => {
    expect(passwordProblem("lunes-de-jo-1990", { email: "jo@x.lat", names: ["Jo", "Li"] })).toBeNull();
    expect(passwordProblem("mañana soleada en lima", { names: ["Ana"] })).toBeNull();
    expect(passwordProblem("sonido-ana-2025", { email: "ana@x.lat" })).toBe("passwordPersonal");
  });

  it("ignores missing context", () => {
    expect(passwordProblem("tb7#Kq2!mZ", { email: null, names: [null, undefined, ""] })).toBeNull();
  });
});
