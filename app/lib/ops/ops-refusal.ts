/** An expected failure of an operations command (a non-empty folder, a file that is no backup): its Spanish message is all the operator needs. */
export class OpsRefusal extends Error {}

/** Runs an operations command: prints what it returns, or only the message of a failure (never a stack trace) and exits with 1. */
export async function runOperation(command: () => Promise<string>): Promise<void> {
  try {
    console.log(await command());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
