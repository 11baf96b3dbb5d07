// The accounts the suite acts as: chosen from the demo network in the database, signed in over HTTP.
import { DEMO_LOGINS, DEMO_PASSWORD } from "../../seed/content/demo-logins";
import type { Database } from "./database";
import type { Instance } from "./instances";
import { sleep } from "./progress";

const ADMIN_EMAIL = DEMO_LOGINS.admin;

export type Member = { id: string; email: string; cookie: string; address: string };
export type FollowPair = { follower: Member; followed: Member };
/** Who does what: the admin broadcasts, companies write to the watched members, followers follow them; every notification goes to a watched member. */
export type World = { origin: string; admin: Member; companies: Member[]; watched: Member[]; pairs: FollowPair[] };
export type WorldSize = { watched: number; companies: number; followers: number };

type Account = { id: string; email: string };
let addressCounter = 0;

/** A client address of its own for each member (rate limits are per address; the instances trust one proxy). */
function nextAddress(): string {
  addressCounter += 1;
  return `10.77.${addressCounter >> 8}.${addressCounter & 255}`;
}

const standing = `u.email_verified and not exists (select 1 from account_suspensions s where s.user_id = u.id)
  and not exists (select 1 from account_deletions d where d.user_id = u.id)`;

async function accounts(db: Database, where: string, limit: number): Promise<Account[]> {
  return db.query<Account>(`select u.id, u.email from "user" u where ${standing} and ${where} order by u.email limit ${limit}`);
}

/** The answer's session cookies (`name=value` pairs that set a value). */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .filter((pair) => /^[^=]+=.+/.test(pair))
    .join("; ");
}

/** Signs a demo account in through an instance's /login (retrying a refusal a few times); the member with their session cookie. */
export async function signIn(instance: Instance, origin: string, account: Account): Promise<Member> {
  const address = nextAddress();
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${instance.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
      body: new URLSearchParams({ intent: "login", email: account.email, password: DEMO_PASSWORD }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    const cookie = response ? cookiesOf(response) : "";
    if (response?.status === 302 && cookie) return { ...account, cookie, address };
    if (attempt >= 4) throw new Error(`sign-in of ${account.email} on ${instance.name} failed (${response?.status ?? "no answer"})`);
    await sleep(500 * attempt);
  }
}

/** Signs accounts in, `parallel` at a time, in order. */
async function signInAll(instance: Instance, origin: string, list: Account[], parallel = 3): Promise<Member[]> {
  const members: Member[] = new Array(list.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < list.length) {
        const index = next++;
        members[index] = await signIn(instance, origin, list[index]);
      }
    }),
  );
  return members;
}

/** The accounts chosen for a run and the follows that do not exist yet, before anyone signs in. */
export type Cast = { admin: Account; companies: Account[]; watched: Account[]; followers: Account[]; existingFollows: Set<string> };

/**
 * Chooses the accounts of a demo network (verified, not suspended nor leaving): the admin, some
 * companies, the watched individuals and other individuals as followers, and notes which follows
 * exist already (following again creates no notification).
 */
export async function chooseCast(db: Database, size: WorldSize): Promise<Cast> {
  const [admin] = await db.query<Account>(`select u.id, u.email from "user" u where u.email = $1`, [ADMIN_EMAIL]);
  if (!admin) throw new Error(`the demo network has no ${ADMIN_EMAIL}`);
  const individuals = await accounts(db, `u.user_type = 'individual' and u.email <> '${ADMIN_EMAIL}'`, size.watched + size.followers);
  const companies = await accounts(db, `u.user_type = 'company'`, size.companies);
  const watched = individuals.slice(0, size.watched);
  const followers = individuals.slice(size.watched);
  if (watched.length < size.watched || followers.length === 0 || companies.length === 0) throw new Error("the demo network is too small for the suite");
  const rows = await db.query<{ pair: string }>(`select follower_id || ':' || following_id as pair from user_follows`);
  return { admin, companies, watched, followers, existingFollows: new Set(rows.map((row) => row.pair)) };
}

/** Signs the cast in through `instance`; every follower → watched pair not followed yet is a follow to make, in round robin over the watched members. */
export async function signInCast(instance: Instance, origin: string, cast: Cast): Promise<World> {
  const { admin, companies, watched, followers, existingFollows } = cast;
  const signed = await signInAll(instance, origin, [admin, ...companies, ...watched, ...followers]);
  const byId = new Map(signed.map((member) => [member.id, member]));
  const pick = (list: Account[]) => list.map((account) => byId.get(account.id) as Member);
  const groups = pick(watched).map((followed) =>
    pick(followers)
      .filter((follower) => !existingFollows.has(`${follower.id}:${followed.id}`))
      .map((follower) => ({ follower, followed })),
  );
  const pairs: FollowPair[] = [];
  for (let round = 0; groups.some((group) => round < group.length); round += 1) {
    for (const group of groups) if (group[round]) pairs.push(group[round]);
  }
  return { origin, admin: byId.get(admin.id) as Member, companies: pick(companies), watched: pick(watched), pairs };
}
