// The job board of bench/jobs.ts: the demo network plus offers up to a total, loaded with set-based
// SQL (one statement per 5,000 rows). Every column is drawn independently per row from a hash of
// the row number (deterministic, so PGlite and PostgreSQL hold the same rows): 90 % active (2 % of
// all past their closing date, 30 % with a future one), 5 % drafts, 5 % closed; 60 % at their
// company's place, the rest over 20 places; a fifth remote; 60 % with a salary; job types and
// levels in realistic proportions; 1 in 1,000 mentions 'hologramas' (the rare search word);
// published over the last year, more of them recently (the square of a uniform draw).
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { queryRows } from "~/db/rows";
import { loadAuthSecret } from "~/lib/auth-secret.server";
import { DEMO_JOB_ROLES } from "../seed/content/demo-job-roles";
import { seedDemoData } from "../seed/demo-seed.server";

const BATCH = 5_000;

/** Places an offer is in when not its company's own (some more often: repeated). */
const PLACES: [string, string][] = [
  ["México", "Ciudad de México"],
  ["México", "Monterrey"],
  ["México", "Guadalajara"],
  ["Argentina", "Buenos Aires"],
  ["Argentina", "Rosario"],
  ["Chile", "Santiago"],
  ["Chile", "Concepción"],
  ["Colombia", "Bogotá"],
  ["Colombia", "Cali"],
  ["Perú", "Lima"],
  ["Uruguay", "Montevideo"],
  ["Ecuador", "Quito"],
  ["Costa Rica", "San José"],
  ["Guatemala", "Ciudad de Guatemala"],
  ["Paraguay", "Asunción"],
  ["Bolivia", "La Paz"],
  ["República Dominicana", "Santo Domingo"],
  ["Panamá", "Ciudad de Panamá"],
  ["España", "Madrid"],
  ["Estados Unidos", "Miami"],
];
const JOB_TYPE_MIX = [
  "full_time",
  "full_time",
  "full_time",
  "full_time",
  "freelance",
  "freelance",
  "freelance",
  "part_time",
  "part_time",
  "temporary",
  "temporary",
  "internship",
];
const LEVELS = ["junior", "semi-senior", "semi-senior", "senior", "senior", "expert", ""];
const CURRENCIES = ["USD", "USD", "USD", "USD", "USD", "USD", "EUR", "MXN", "ARS", "CLP"];

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const literal = (items: string[]) => `array[${items.map(quote).join(",")}]::text[]`;
/** An independent pseudo-random integer in [0, n) for row g (a different stream per salt). */
const draw = (salt: number, n: number) => `(abs(hashint4(g * 16 + ${salt})::bigint) % ${n})`;
/** A pseudo-random item of a list for row g (the same salt, the same position: a place's country and city agree). */
const pick = (items: string[], salt: number) => `(${literal(items)})[1 + ${draw(salt, items.length)}]`;

/** Rows start+1..end: each column drawn independently per row, so filters combine as in real data. */
function offerRows(start: number, end: number, companies: { id: string; name: string; country: string; city: string }[]): string {
  const role = (field: (r: (typeof DEMO_JOB_ROLES)[number]) => string) => `(${literal(DEMO_JOB_ROLES.map(field))})[r]`;
  const company = (field: "id" | "name" | "country" | "city") => `(${literal(companies.map((c) => c[field]))})[c]`;
  return `insert into job_offers (title, description, country, city, remote_allowed, job_type, experience_level, category, requirements,
      salary_min, salary_max, salary_currency, valid_through, status, views_count, creator_id, created_at, updated_at, published_at)
    select title, company_name || ' busca ' || lower(title) || ' para sumarse a su equipo en ' || city || '.' || E'\\n'
        || 'Trabajarás en eventos, giras y producciones junto a un equipo técnico con experiencia.' || E'\\n'
        || case when remote then 'Parte del trabajo (preproducción, programación, reuniones) puede hacerse en remoto.' else 'El trabajo es presencial.' end
        || case when rare then E'\\nValoramos experiencia con hologramas y proyección volumétrica.' else '' end
        || E'\\n\\nOfrecemos: equipo de primer nivel, formación continua y buen ambiente.',
      country, city, remote, job_type, nullif(level, ''), category, requirements,
      case when salaried then salary_floor end, case when salaried then salary_floor + 600 + 100 * ${draw(5, 8)} end, case when salaried then currency end,
      case when closes then (now() + (${draw(6, 120)} + 1) * interval '1 day')::date when expired then (now() - (${draw(6, 60)} + 1) * interval '1 day')::date end,
      status, ${draw(7, 400)}, creator_id, published - interval '3 hours', published, case when status = 'draft' then null else published end
    from (
      select g, title, company_name, creator_id, remote, job_type, level, category, requirements, salary_floor, currency,
        case when own_place then company_country else place_country end as country,
        case when own_place then company_city else place_city end as city,
        ${draw(8, 10)} < 6 as salaried, ${draw(9, 1000)} = 0 as rare,
        ${draw(10, 10)} < 3 as closes, ${draw(10, 10)} = 3 and ${draw(11, 5)} = 0 as expired,
        case when g % 20 = 0 then 'draft' when g % 20 = 1 then 'closed' else 'active' end as status,
        now() - power(${draw(12, 1_000_000)} / 1000000.0, 2) * interval '365 days' - ${draw(13, 3600)} * interval '1 second' as published
      from (
        select g, r, c, ${role((x) => x.title)} as title, string_to_array(${role((x) => x.category.join("|"))}, '|') as category,
          string_to_array(${role((x) => x.requirements.join("|"))}, '|') as requirements,
          ${role((x) => String(x.salary[0]))}::int + 100 * ${draw(4, 5)} as salary_floor,
          ${company("id")} as creator_id, ${company("name")} as company_name, ${company("country")} as company_country, ${company("city")} as company_city,
          ${draw(3, 10)} < 6 as own_place, ${pick(
            PLACES.map((place) => place[0]),
            14,
          )} as place_country, ${pick(
            PLACES.map((place) => place[1]),
            14,
          )} as place_city,
          ${draw(15, 5)} = 1 as remote, ${pick(JOB_TYPE_MIX, 1)} as job_type, ${pick(LEVELS, 2)} as level, ${pick(CURRENCIES, 0)} as currency
        from (select g, 1 + ${draw(16, DEMO_JOB_ROLES.length)} as r, 1 + ${draw(17, companies.length)} as c from generate_series(${start + 1}, ${end}) g) drawn
      ) chosen
    ) shaped`;
}

/** Seeds the demo network (as the app does on an empty DATA_DIR) and tops the board up to `offers` offers. */
export async function seedJobBoard(handle: DatabaseHandle, offers: number, label: string): Promise<void> {
  const started = Date.now();
  await migrateDatabase(handle);
  // The demo's certificates are signed with a key sealed by the session secret (decision 068).
  await loadAuthSecret(handle);
  await seedDemoData(handle);
  const companies = await queryRows<{ id: string; name: string; country: string; city: string }>(
    handle.db,
    sql.raw(
      `select id, company_name as name, coalesce(country, 'Uruguay') as country, coalesce(city, country, 'Montevideo') as city from company_profiles where email like '%demo.redav.lat' order by email`,
    ),
  );
  if (companies.length === 0) throw new Error("the demo seed left no companies");
  const [{ existing }] = await queryRows<{ existing: number }>(handle.db, sql.raw("select count(*)::int as existing from job_offers"));
  for (let start = existing; start < offers; start += BATCH) await handle.db.execute(sql.raw(offerRows(start, Math.min(offers, start + BATCH), companies)));
  await handle.db.execute(sql.raw("vacuum analyze job_offers"));
  const [shape] = await queryRows<Record<string, number>>(
    handle.db,
    sql.raw(`select count(*)::int as total, count(*) filter (where status = 'active' and (valid_through is null or valid_through >= current_date))::int as listed,
        count(*) filter (where remote_allowed)::int as remote, count(*) filter (where salary_min is not null)::int as salaried,
        count(distinct creator_id)::int as companies, count(distinct country)::int as countries,
        count(*) filter (where search_text like '%hologramas%')::int as rare from job_offers`),
  );
  console.log(
    `${label}: ${Number(shape.total).toLocaleString("es")} ofertas (${Number(shape.listed).toLocaleString("es")} en el tablón, ${shape.remote} remotas, ${shape.salaried} con salario, ` +
      `${shape.companies} empresas, ${shape.countries} países, ${shape.rare} con 'hologramas') en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
