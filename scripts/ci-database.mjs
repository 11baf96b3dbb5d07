// Creates (create) or drops (drop NAME) a throwaway PostgreSQL database on the local server for CI.
// Prints the database URL on create; prints nothing and exits 0 when no server answers.
import pg from "pg";

const ADMIN_URL = process.env.CI_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const [command, name] = process.argv.slice(2);
const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
try {
  await client.connect();
} catch {
  process.exit(0);
}
try {
  if (command === "create") {
    const database = `redav_ci_${Date.now()}_${process.pid}`;
    await client.query(`create database ${database}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    console.log(url.toString());
  } else if (command === "drop" && /^redav_ci_\d+_\d+$/.test(name ?? "")) {
    await client.query(`drop database if exists ${name} with (force)`);
  }
} finally {
  await client.end();
}
