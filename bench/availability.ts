// The technician search's date filter (issue 27, decision 032): 100,000 technicians with a year of
// marks each (about 87 runs per technician: a weekday run and a weekend run most weeks, weekends
// busier) on a throwaway database of the local PostgreSQL server (or BENCH_DATABASE_URL), and a
// smaller network on PGlite (BENCH_AVAILABILITY_PGLITE, 10,000 by default: a year of marks for 100k
// does not fit PGlite's memory here; 0 skips PGlite). For three searches it reports p50 and p95 of the search query
// without and with a date filter (a Saturday, a Friday-to-Sunday weekend, a whole week counting
// tentative days), the windows drawn at random over the year; on PostgreSQL the filtered p95 must
// stay within 3× of the unfiltered one. Issue 39: one technician in five also has bookings holding
// days over the year (an option and a confirmed job of one to three days each, for 200 companies),
// and each case is measured a third time with 'sin opciones en esas fechas' on (the same dates):
// its p95 must stay within 3× of the same dated search without it.
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { queryRows } from "~/db/rows";
import { syncSearchColumns } from "~/features/availability/public.server";
import { searchTechnicians, type TechnicianFilters } from "~/features/profiles/technician-search.server";
import { FIRST_NAMES, LAST_NAMES } from "../seed/content/demo-people";
import { benchContext, percentile, timeRuns } from "./in-process";

const POSTGRES_SIZE = Number(process.env.BENCH_AVAILABILITY_SIZE ?? 100_000);
const PGLITE_SIZE = Number(process.env.BENCH_AVAILABILITY_PGLITE ?? 10_000);
const RUNS = Number(process.env.BENCH_AVAILABILITY_RUNS ?? 60);
const WEEKS = 52;
const COMPANIES = 200;
/** With BENCH_DATABASE_URL: keep the technicians a previous run seeded there (and leave them), to measure again without seeding. */
const REUSE = process.env.BENCH_AVAILABILITY_REUSE === "1";

const PLACES: [string, string][] = [
  ["Chile", "Santiago"],
  ["Argentina", "Buenos Aires"],
  ["Argentina", "Córdoba"],
  ["México", "Guadalajara"],
  ["México", "Ciudad de México"],
  ["Colombia", "Medellín"],
  ["Perú", "Lima"],
  ["Uruguay", "Montevideo"],
  ["Brasil", "São Paulo"],
];
const SKILLS = ["Audio", "Iluminación", "Video", "Producción", "Escenografía", "Multimedia", "Streaming", "LED", "Consolas Digitales", "DJ"];

/** A window of the year: which days, relative to the first Monday (`week` drawn at random per run). */
type WindowShape = { name: string; first: number; last: number; tentative: boolean };
const SHAPES: Record<string, WindowShape> = {
  saturday: { name: "a Saturday", first: 5, last: 5, tentative: false },
  weekend: { name: "Fri–Sun", first: 4, last: 6, tentative: false },
  week: { name: "a week, tentative", first: 0, last: 6, tentative: true },
};
const CASES: { name: string; base: Partial<TechnicianFilters>; shape: WindowShape }[] = [
  { name: "no filter", base: {}, shape: SHAPES.saturday },
  { name: "skill + country", base: { skills: ["Iluminación"], country: "Argentina" }, shape: SHAPES.weekend },
  { name: "country + city", base: { country: "México", city: "Guadalajara" }, shape: SHAPES.week },
];

const literal = (items: string[]) => `array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(",")}]`;

/** Adds technicians up to `size` (10,000 per statement), each with settings and a year of runs from `monday`. */
async function seed(handle: DatabaseHandle, size: number, monday: string): Promise<void> {
  for (let start = 0; start < size; start += 10_000) {
    const end = Math.min(size, start + 10_000);
    const series = `generate_series(${start + 1}, ${end}) g`;
    await handle.db.execute(
      sql.raw(`insert into "user" (id, name, email, email_verified) select 'bavail-' || g, 'Bench', 'bavail' || g || '@bench.test', true from ${series}`),
    );
    await handle.db.execute(
      sql.raw(`insert into user_profiles (id, email, first_name, last_name, job_title, country, city, skills, membership_level)
        select 'bavail-' || g, 'bavail' || g || '@bench.test',
          (${literal(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}], (${literal(LAST_NAMES)})[1 + (g * 7) % ${LAST_NAMES.length}],
          array['Técnico'],
          (${literal(PLACES.map((place) => place[0]))})[1 + (g * 7) % ${PLACES.length}], (${literal(PLACES.map((place) => place[1]))})[1 + (g * 7) % ${PLACES.length}],
          array[(${literal(SKILLS)})[1 + g % ${SKILLS.length}], (${literal(SKILLS)})[1 + (g * 3) % ${SKILLS.length}]],
          case when g % 20 = 0 then 'gold' else 'bronze' end
        from ${series}`),
    );
    await handle.db.execute(
      sql.raw(`insert into availability_settings (user_id, visibility, time_zone, calendar_updated_at)
        select 'bavail-' || g, case when g % 20 = 1 then 'nobody' when g % 20 = 2 then 'members' else 'companies' end, 'America/Mexico_City', now()
        from ${series}`),
    );
    // Monday–Thursday most weeks (available, some tentative or busy); Friday–Sunday most weeks, busier.
    await handle.db.execute(
      sql.raw(`insert into availability_ranges (user_id, starts_on, ends_on, status, places)
        select 'bavail-' || g, date '${monday}' + w * 7, date '${monday}' + w * 7 + 3,
          case when abs(hashtext(g || ':' || w)) % 5 = 0 then 'busy' when abs(hashtext(g || ':' || w)) % 5 = 1 then 'tentative' else 'available' end, '{}'
        from ${series}, generate_series(0, ${WEEKS - 1}) w where abs(hashtext(g || '-' || w)) % 5 <> 0
        union all
        select 'bavail-' || g, date '${monday}' + w * 7 + 4, date '${monday}' + w * 7 + 6,
          case when abs(hashtext(g || '/' || w)) % 10 < 6 then 'busy' when abs(hashtext(g || '/' || w)) % 10 = 6 then 'tentative' else 'available' end,
          case when g % 7 = 0 then array['Rosario'] else '{}' end
        from ${series}, generate_series(0, ${WEEKS - 1}) w where abs(hashtext(g || '.' || w)) % 6 <> 0`),
    );
  }
  await seedHolds(handle, size, monday);
  await syncSearchColumns(handle.db, sql`p.id like 'bavail-%'`);
  for (const table of ["user_profiles", "availability_settings", "availability_ranges", "availability_holds"])
    await handle.db.execute(sql.raw(`analyze ${table}`));
}

/** Issue 39: 200 companies, and for one technician in five an option and a confirmed job (1–3 days each, somewhere in the year), with their holds. */
async function seedHolds(handle: DatabaseHandle, size: number, monday: string): Promise<void> {
  await handle.db.execute(
    sql.raw(`insert into "user" (id, name, email, email_verified) select 'bavail-co-' || c, 'Bench', 'bavail-co' || c || '@bench.test', true
      from generate_series(0, ${COMPANIES - 1}) c on conflict (id) do nothing`),
  );
  await handle.db.execute(
    sql.raw(`insert into bookings (id, company_id, technician_id, production, role, city, country, time_zone, starts_on, ends_on, status, rank, held_at, expires_on, expires_at)
      select 'bavail-b-' || g || '-' || k, 'bavail-co-' || ((g + k) % ${COMPANIES}), 'bavail-' || g, 'Producción ' || g || '-' || k, 'foh', 'Lima', 'PE', 'America/Lima',
        date '${monday}' + d.day, date '${monday}' + d.day + (g + k) % 3, case when k = 0 then 'option' else 'confirmed' end, 1, now(), date '${monday}' + d.day, now() + interval '7 days'
      from generate_series(1, ${size}) g, generate_series(0, 1) k, lateral (select abs(hashtext(g || '#' || k)) % ${WEEKS * 7 - 3} as day) d
      where g % 5 = 0`),
  );
  await handle.db.execute(
    sql.raw(`insert into availability_holds (booking_id, user_id, company_id, starts_on, ends_on, kind, rank, label)
      select id, technician_id, company_id, starts_on, ends_on, case when status = 'confirmed' then 'confirmed' else 'option' end, rank, production
      from bookings where id like 'bavail-b-%'`),
  );
}

const addDays = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

type Result = { name: string; window: string; without: number[]; with: number[]; unheld: number[]; matches: number; unheldMatches: number };

async function measure(label: string, handle: DatabaseHandle, size: number): Promise<Result[]> {
  const [{ monday } = { monday: "" }] = await queryRows<{ monday: string }>(
    handle.db,
    sql`select (current_date + ((8 - extract(isodow from current_date)::int) % 7))::text as monday`,
  );
  const started = Date.now();
  const [{ seeded } = { seeded: 0 }] = await queryRows<{ seeded: number }>(
    handle.db,
    sql`select count(*)::int as seeded from user_profiles where id like 'bavail-%'`,
  );
  if (!(REUSE && seeded >= size)) await seed(handle, size, monday);
  const [{ rows, holds } = { rows: 0, holds: 0 }] = await queryRows<{ rows: number; holds: number }>(
    handle.db,
    sql`select (select count(*)::int from availability_ranges) as rows, (select count(*)::int from availability_holds) as holds`,
  );
  console.log(
    `${label}: ${size.toLocaleString("es")} técnicos, ${Number(rows).toLocaleString("es")} rangos y ${Number(holds).toLocaleString("es")} reservas sembrados en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const ctx = benchContext(handle.db, { id: "bavail-company", email: "company@bench.test", displayName: "Bench", userType: "company" });
  const results: Result[] = [];
  for (const { name, base, shape } of CASES) {
    const plain = (): TechnicianFilters => ({ q: "", skills: [], country: "", city: "", page: 1, seed: randomInt(2_147_483_647), ...base });
    const dated = (): TechnicianFilters => {
      const week = randomInt(WEEKS - 1);
      return { ...plain(), window: { from: addDays(monday, week * 7 + shape.first), to: addDays(monday, week * 7 + shape.last), tentative: shape.tentative } };
    };
    const without = await timeRuns(RUNS, () => searchTechnicians(ctx, plain()));
    let matches = 0;
    const withDates = await timeRuns(RUNS, async () => {
      matches = (await searchTechnicians(ctx, dated())).count;
    });
    let unheldMatches = 0;
    const unheld = await timeRuns(RUNS, async () => {
      unheldMatches = (await searchTechnicians(ctx, { ...dated(), withoutHolds: true })).count;
    });
    results.push({ name, window: shape.name, without, with: withDates, unheld, matches, unheldMatches });
  }
  return results;
}

function report(label: string, results: Result[], enforce: boolean): boolean {
  console.log(`\n${label}: ${RUNS} runs per case (ms)\n`);
  console.log(
    `${"case".padEnd(18)}${"dates".padEnd(20)}${"without p50".padStart(12)}${"without p95".padStart(12)}${"with p50".padStart(10)}${"with p95".padStart(10)}${"ratio p95".padStart(11)}${"unheld p50".padStart(12)}${"unheld p95".padStart(12)}${"vs dated".padStart(10)}`,
  );
  let ok = true;
  for (const result of results) {
    const ratio = percentile(result.with, 95) / percentile(result.without, 95);
    const unheldRatio = percentile(result.unheld, 95) / percentile(result.with, 95);
    if (enforce && (ratio > 3 || unheldRatio > 3)) ok = false;
    const verdict = (value: number) => (enforce ? (value <= 3 ? " ok" : " FAIL (> 3)") : "");
    console.log(
      `${result.name.padEnd(18)}${result.window.padEnd(20)}${percentile(result.without, 50).toFixed(2).padStart(12)}${percentile(result.without, 95).toFixed(2).padStart(12)}${percentile(result.with, 50).toFixed(2).padStart(10)}${percentile(result.with, 95).toFixed(2).padStart(10)}${ratio.toFixed(2).padStart(11)}${verdict(ratio)}${percentile(result.unheld, 50).toFixed(2).padStart(12)}${percentile(result.unheld, 95).toFixed(2).padStart(12)}${unheldRatio.toFixed(2).padStart(10)}${verdict(unheldRatio)}`,
    );
  }
  const matched = (count: number) => `${count}${count >= 500 ? "+" : ""}`;
  console.log(
    `(the last dated search matched ${results.map((result) => `${result.name}: ${matched(result.matches)}, 'sin opciones' ${matched(result.unheldMatches)}`).join("; ")})`,
  );
  return ok;
}

if (PGLITE_SIZE > 0) {
  const pglite = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(pglite);
  report("PGlite", await measure("PGlite", pglite, PGLITE_SIZE), false);
  await pglite.close();
}

const throwaway = process.env.BENCH_DATABASE_URL ? "" : execFileSync(process.execPath, ["scripts/ci-database.mjs", "create"], { encoding: "utf8" }).trim();
const url = process.env.BENCH_DATABASE_URL || throwaway;
if (url) {
  const postgres = await openDatabase({ url });
  await migrateDatabase(postgres);
  if (!REUSE) await postgres.db.execute(sql.raw(`delete from "user" where id like 'bavail-%'`));
  try {
    const ok = report("PostgreSQL", await measure("PostgreSQL", postgres, POSTGRES_SIZE), true);
    if (!ok) process.exitCode = 1;
  } finally {
    if (!REUSE) await postgres.db.execute(sql.raw(`delete from "user" where id like 'bavail-%'`));
    await postgres.close();
    if (throwaway) execFileSync(process.execPath, ["scripts/ci-database.mjs", "drop", new URL(throwaway).pathname.slice(1)]);
  }
} else {
  console.log("\nPostgreSQL: no server answered on 127.0.0.1:5432 and BENCH_DATABASE_URL is not set; measured on PGlite only.");
}
