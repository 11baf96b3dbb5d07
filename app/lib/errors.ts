/** An expected failure with the spec's Spanish message; routes turn it into a 4xx answer. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** True for errors that are safe to show to the user as they are. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
