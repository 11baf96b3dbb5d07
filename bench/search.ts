// npm run bench (third part): the technician search at 1,000 and at 100,000 technicians. For three
// cases (no filter, a name search, a skill plus a country) it reports p50 and p95 of the search
// query and of the whole page loader (search, city options, follow status), on PGlite and on a
// throwaway database of the local PostgreSQL server (or BENCH_DATABASE_URL), where p95 at 100k must
// stay within 3× of p95 at 1k.
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { followStatus } from "~/features/follows/follows.server";
import { searchTechnicians, type TechnicianFilters, technicianCities } from "~/features/profiles/technician-search.server";
import { FIRST_NAMES, LAST_NAMES } from "../seed/content/demo-people";
import { benchContext, percentile, timeRuns } from "./in-process";

const SIZES = [1_000, 100_000];
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 60);
const CASES: [string, Partial<TechnicianFilters>][] = [
  ["no filter", {}],
  ["name search 'gonzalez'", { q: "gonzalez" }],
  ["skill + country", { skills: ["Iluminación"], country: "Chile" }],
];

const TITLES = [
  "Técnico de audio",
  "Diseñador de iluminación",
  "Operador de cámaras",
  "Técnico de LED",
  "Rigger",
  "Stage manager",
  "Ingeniero de monitores",
  "Técnico de streaming",
];
const PLACES: [string, string][] = [
  ["Chile", "Santiago"],
  ["Chile", "Valparaíso"],
  ["Argentina", "Buenos Aires"],
  ["Argentina", "Córdoba"],
  ["México", "Guadalajara"],
  ["Colombia", "Medellín"],
  ["Perú", "Lima"],
  ["Uruguay", "Montevideo"],
  ["Brasil", "São Paulo"],
];
const SKILLS = ["Audio", "Iluminación", "Video", "Producción", "Escenografía", "Multimedia", "Streaming", "LED", "Consolas Digitales", "DJ"];

const literal = (items: string[]) => `array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(",")}]`;

/** Adds technicians until the network has `size` of them (one statement per 10,000, names and places cycling, one in 20 a gold member, listed first). */
async function grow(handle: DatabaseHandle, from: number, size: number): Promise<void> {
  for (let start = from; start < size; start += 10_000) {
    const end = Math.min(size, start + 10_000);
    await handle.db.execute(
      sql.raw(
        `insert into "user" (id, name, email, email_verified) select 'bench-' || g, 'Bench', 'bench' || g || '@bench.test', true from generate_series(${start + 1}, ${end}) g`,
      ),
    );
    await handle.db.execute(
      sql.raw(`insert into user_profiles (id, email, first_name, last_name, job_title, bio, country, city, skills, membership_level)
        select 'bench-' || g, 'bench' || g || '@bench.test',
          (${literal(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}], (${literal(LAST_NAMES)})[1 + (g * 7) % ${LAST_NAMES.length}],
          array[(${literal(TITLES)})[1 + g % ${TITLES.length}]],
          'Técnico con experiencia en giras y eventos corporativos.',
          (${literal(PLACES.map((place) => place[0]))})[1 + (g * 3) % ${PLACES.length}], (${literal(PLACES.map((place) => place[1]))})[1 + (g * 3) % ${PLACES.length}],
          array[(${literal(SKILLS)})[1 + g % ${SKILLS.length}], (${literal(SKILLS)})[1 + (g * 3) % ${SKILLS.length}]],
          case when g % 20 = 0 then 'gold' else 'bronze' end
        from generate_series(${start + 1}, ${end}) g`),
    );
  }
  await handle.db.execute(sql.raw("analyze user_profiles"));
}

type Result = { size: number; name: string; query: number[]; loader: number[] };

async function measure(label: string, handle: DatabaseHandle): Promise<Result[]> {
  const results: Result[] = [];
  let grown = 0;
  for (const size of SIZES) {
    const started = Date.now();
    await grow(handle, grown, size);
    grown = size;
    console.log(`${label}: ${size.toLocaleString("es")} técnicos sembrados en ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const ctx = benchContext(handle.db, { id: "bench-1", email: "bench1@bench.test", displayName: "Bench", userType: "company" });
    for (const [name, extra] of CASES) {
      const filters = (): TechnicianFilters => ({ q: "", skills: [], country: "", city: "", page: 1 + randomInt(3), seed: randomInt(2_147_483_647), ...extra });
      const query = await timeRuns(RUNS, () => searchTechnicians(ctx, filters()));
      const loader = await timeRuns(RUNS, async () => {
        const chosen = filters();
        const [page] = await Promise.all([searchTechnicians(ctx, chosen), technicianCities(ctx, chosen.country)]);
        await followStatus(
          ctx,
          page.technicians.map((technician) => technician.id),
        );
      });
      results.push({ size, name, query, loader });
    }
  }
  return results;
}

function report(label: string, results: Result[], enforce: boolean): boolean {
  console.log(`\n${label}: ${RUNS} runs per case (ms)\n`);
  console.log(
    `${"case".padEnd(24)}${"size".padStart(9)}${"query p50".padStart(11)}${"query p95".padStart(11)}${"loader p50".padStart(12)}${"loader p95".padStart(12)}`,
  );
  for (const result of results) {
    console.log(
      `${result.name.padEnd(24)}${result.size.toLocaleString("es").padStart(9)}${percentile(result.query, 50).toFixed(2).padStart(11)}${percentile(result.query, 95).toFixed(2).padStart(11)}${percentile(result.loader, 50).toFixed(2).padStart(12)}${percentile(result.loader, 95).toFixed(2).padStart(12)}`,
    );
  }
  let ok = true;
  for (const [name] of CASES) {
    const small = results.find((result) => result.name === name && result.size === SIZES[0]);
    const large = results.find((result) => result.name === name && result.size === SIZES[1]);
    if (!small || !large) continue;
    const ratio = percentile(large.loader, 95) / percentile(small.loader, 95);
    const within = ratio <= 3;
    if (enforce && !within) ok = false;
    console.log(`${name}: loader p95 at 100k / at 1k = ${ratio.toFixed(2)}${enforce ? (within ? " (≤ 3: ok)" : " (> 3: FAIL)") : ""}`);
  }
  return ok;
}

const pglite = await openDatabase({ dataDir: "memory://" });
await migrateDatabase(pglite);
report("PGlite", await measure("PGlite", pglite), false);
await pglite.close();

const throwaway = process.env.BENCH_DATABASE_URL ? "" : execFileSync(process.execPath, ["scripts/ci-database.mjs", "create"], { encoding: "utf8" }).trim();
const url = process.env.BENCH_DATABASE_URL || throwaway;
if (url) {
  const postgres = await openDatabase({ url });
  await migrateDatabase(postgres);
  await postgres.db.execute(sql.raw(`delete from "user" where id like 'bench-%'`));
  try {
    const ok = report("PostgreSQL", await measure("PostgreSQL", postgres), true);
    if (!ok) process.exitCode = 1;
  } finally {
    await postgres.db.execute(sql.raw(`delete from "user" where id like 'bench-%'`));
    await postgres.close();
    if (throwaway) execFileSync(process.execPath, ["scripts/ci-database.mjs", "drop", new URL(throwaway).pathname.slice(1)]);
  }
} else {
  console.log("\nPostgreSQL: no server answered on 127.0.0.1:5432 and BENCH_DATABASE_URL is not set; measured on PGlite only.");
}
