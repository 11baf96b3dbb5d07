// The steady mix of actions (messages, follows, notices) with unique markers, and bursts at one instance.
import { type Action, type Attempt, broadcastAction, followAction, messageAction, perform } from "./actions";
import type { Instance } from "./instances";
import { sleep } from "./progress";
import type { World } from "./world";

export type LoadOptions = { workers: number; pauseMs: number; runId: string };

/** The order actions come in: half messages, a quarter follows, a quarter notices (a follow becomes a message once every pair was used). */
const PATTERN = ["message", "follow", "message", "broadcast"] as const;
const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 2_000;

/**
 * Workers that each perform an action, pause, and do it again, through the running instances in
 * turn (as a load balancer would). Retry policy: a refused or uncertain action is never sent again
 * as is (it may have been done); the worker backs off (250 ms doubling to 2 s) and sends a new action
 * with a new marker. Every attempt is kept, with the phase it started in.
 */
export class Load {
  readonly attempts: Attempt[] = [];
  phase = "setup";
  private sequence = 0;
  private turn = 0;
  private nextPair = 0;
  private active = false;
  private workers: Promise<void>[] = [];

  constructor(
    readonly world: World,
    private readonly instances: () => Instance[],
    private readonly options: LoadOptions,
  ) {}

  /** The next action of the mix, each with a marker never used before. */
  private nextAction(): Action {
    const index = this.sequence++;
    const marker = `chaos-${this.options.runId}-${index}`;
    const { watched, companies, admin, pairs } = this.world;
    const kind = PATTERN[index % PATTERN.length];
    if (kind === "follow" && this.nextPair < pairs.length) {
      const pair = pairs[this.nextPair++];
      return followAction(pair.follower, pair.followed);
    }
    if (kind === "broadcast") return broadcastAction(marker, admin, [watched[index % watched.length], watched[(index + 1) % watched.length]]);
    return messageAction(marker, companies[(index >> 1) % companies.length], watched[(index >> 1) % watched.length]);
  }

  /** The next running instance in turn, or null when none runs. */
  private target(): Instance | null {
    const running = this.instances().filter((instance) => instance.running);
    if (running.length === 0) return null;
    this.turn += 1;
    return running[this.turn % running.length];
  }

  /** Performs one action through `instance` and keeps its attempt. */
  async once(instance: Instance): Promise<Attempt> {
    const attempt = await perform(this.world, instance, this.nextAction(), this.phase);
    this.attempts.push(attempt);
    return attempt;
  }

  /** Starts the workers; they run until stop(). */
  start(): void {
    this.active = true;
    this.workers = Array.from({ length: this.options.workers }, async (_, worker) => {
      await sleep((worker * this.options.pauseMs) / this.options.workers);
      let backoff = 0;
      while (this.active) {
        const instance = this.target();
        if (!instance) {
          await sleep(200);
          continue;
        }
        const attempt = await this.once(instance);
        backoff = attempt.outcome === "accepted" ? 0 : Math.min(MAX_BACKOFF_MS, backoff ? backoff * 2 : FIRST_BACKOFF_MS);
        await sleep(backoff || this.options.pauseMs);
      }
    });
  }

  /** `count` actions at once through one instance (not waited for: the caller decides when to look). */
  burst(instance: Instance, count: number): Promise<Attempt[]> {
    return Promise.all(Array.from({ length: count }, () => this.once(instance)));
  }

  /** Stops the workers and waits for their actions in flight. */
  async stop(): Promise<void> {
    this.active = false;
    await Promise.all(this.workers);
  }

  /** How many actions were accepted so far. */
  get accepted(): number {
    return this.attempts.filter((attempt) => attempt.outcome === "accepted").length;
  }
}
