/**
 * The rules of a technician's page address, /tecnicos/{handle} (issue 38, decision 060): lower-case
 * ASCII, 3–30 characters, a letter first, then letters, digits and single hyphens, never a hyphen
 * last (the database's check is `^[a-z][a-z0-9-]{2,29}$`); words RedAV needs or that would mislead are reserved.
 */

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;

const HANDLE_SHAPE = /^[a-z](?:[a-z0-9]|-(?!-))*[a-z0-9]$/;

/** Addresses nobody may take: RedAV's own paths, its roles and teams, and words that would pass for an official page. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  "about",
  "abuse",
  "acceso",
  "account",
  "accounts",
  "acerca",
  "admin",
  "administrador",
  "administrator",
  "agenda",
  "api",
  "app",
  "apps",
  "assets",
  "auth",
  "ayuda",
  "billing",
  "blog",
  "bronze",
  "bronze-member",
  "build",
  "cdn",
  "certificados",
  "certificates",
  "company",
  "config",
  "contact",
  "contacto",
  "cuenta",
  "cursos",
  "dashboard",
  "demo",
  "dev",
  "docs",
  "edit",
  "editar",
  "empleos",
  "empresa",
  "empresas",
  "equipo",
  "eventos",
  "events",
  "explore",
  "explorar",
  "favicon",
  "feed",
  "files",
  "follow",
  "gold",
  "gold-member",
  "guest",
  "health",
  "help",
  "home",
  "inicio",
  "jobs",
  "learning",
  "legal",
  "library",
  "live",
  "login",
  "logout",
  "mail",
  "me",
  "member",
  "members",
  "membership",
  "messages",
  "mensajes",
  "metrics",
  "miembros",
  "moderacion",
  "moderation",
  "new",
  "news",
  "newsletter",
  "noticias",
  "notifications",
  "null",
  "nuevo",
  "official",
  "oficial",
  "perfil",
  "prensa",
  "press",
  "privacy",
  "privacidad",
  "profile",
  "public",
  "redav",
  "redav-oficial",
  "register",
  "registro",
  "reset-password",
  "robots",
  "root",
  "rss",
  "search",
  "security",
  "seguridad",
  "settings",
  "silver",
  "silver-member",
  "sitemap",
  "soporte",
  "static",
  "staff",
  "status",
  "support",
  "system",
  "team",
  "tecnico",
  "tecnicos",
  "terms",
  "terminos",
  "test",
  "trainer",
  "undefined",
  "unsubscribe",
  "user",
  "users",
  "usuario",
  "usuarios",
  "webmaster",
  "www",
]);

/** The handle someone typed, as it would be stored: trimmed, lower-case, accents stripped (á→a, ñ→n), spaces and underscores → hyphens. */
export function normalizeHandle(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}

/** What is wrong with a normalised handle: null when it may be taken (if free), else 'required', 'invalid' or 'reserved'. */
export function handleProblem(handle: string): "required" | "invalid" | "reserved" | null {
  if (handle === "") return "required";
  if (handle.length < HANDLE_MIN || handle.length > HANDLE_MAX || !HANDLE_SHAPE.test(handle)) return "invalid";
  if (RESERVED_HANDLES.has(handle)) return "reserved";
  return null;
}

/** A handle made from a member's name ('José Pérez' → 'jose-perez'), shaped to the rules; null when the name gives too little. */
export function handleFromName(firstName: string | null, lastName: string | null): string | null {
  const base = normalizeHandle(`${firstName ?? ""} ${lastName ?? ""}`)
    .replace(/[^a-z0-9-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^[^a-z]+/, "")
    .slice(0, HANDLE_MAX)
    .replace(/-+$/, "");
  return handleProblem(base) === "invalid" || base === "" ? null : base;
}
