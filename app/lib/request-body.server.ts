import { AppError } from "./errors";

/**
 * The form data of a POST, or a 400: a body that is not a form (JSON, plain text, a truncated
 * multipart) is 'INVALID_BODY'; a text field with a NUL character (PostgreSQL refuses them) is 'INVALID_CHARACTERS'.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError("INVALID_BODY", 400);
  }
  for (const value of form.values()) {
    if (typeof value === "string" && value.includes("\u0000")) throw new AppError("INVALID_CHARACTERS", 400);
  }
  return form;
}

/** The text fields of a form as plain strings (the first value of each name; files are left out). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && !(key in values)) values[key] = value;
  return values;
}
