import pg from "pg";

/** The local PostgreSQL server's maintenance database, where throwaway databases are created and dropped. */
const ADMIN_URL = process.env.CI_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Runs `work` on a connection of its own to `url`, always ending the connection. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of this test file's own on the local server (named by `prefix`, the time and the process): its URL, and creating and dropping it. */
export function throwawayDatabase(prefix: string) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  return {
    name,
    url: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString(),
    create: () => withClient(ADMIN_URL, (client) => client.query(`create database ${name}`)),
    drop: () => withClient(ADMIN_URL, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
