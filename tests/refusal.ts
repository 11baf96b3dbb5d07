import { errorMessage } from "~/lib/error-answer.server";
import { isAppError } from "~/lib/errors";

export type Refusal = { key: string; status: number; message: string; field?: string };

/** How a use case refused (catalog key, status, Spanish text, field), or "OK" when it succeeded; unexpected errors fail the test. */
export async function refusalOf(work: Promise<unknown>): Promise<Refusal | "OK"> {
  try {
    await work;
    return "OK";
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { key: error.key, status: error.status, message: errorMessage(error, "es"), ...(error.field ? { field: error.field } : {}) };
  }
}
