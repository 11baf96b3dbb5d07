import { withClient } from "../operations/throwaway-postgres";

/**
 * Each test worker gets its own PostgreSQL database, created beside the one TEST_DATABASE_URL names
 * (`<name>_w<pid>`): the test files of one worker run one after the other on it, so no other
 * process's outbox drain takes an event a test is about to run in its own environment (a refusing
 * mail server, a clock of its own). The server's user must be allowed to create databases.
 */

/** The worker databases' name prefix for a TEST_DATABASE_URL. */
function workerPrefix(sharedUrl: string): string {
  return `${decodeURIComponent(new URL(sharedUrl).pathname.slice(1))}_w`;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates this process's own empty database and returns its URL (same server, user and options). */
export async function createWorkerDatabase(sharedUrl: string): Promise<string> {
  const name = `${workerPrefix(sharedUrl)}${process.pid}`;
  await withClient(sharedUrl, async (client) => {
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
    await client.query(`create database ${quoted(name)}`);
  });
  const url = new URL(sharedUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** Drops every worker database made for this TEST_DATABASE_URL (run once the whole test run is over). */
export async function dropWorkerDatabases(sharedUrl: string): Promise<void> {
  await withClient(sharedUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [workerPrefix(sharedUrl)]);
    for (const { datname } of rows) await client.query(`drop database if exists ${quoted(datname)} with (force)`);
  });
}
