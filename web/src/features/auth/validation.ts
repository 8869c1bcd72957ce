import {
  AUTH_MESSAGES,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerSchema,
  type PasswordResetInput,
  type RegisterInput,
} from '@argumenta/contracts';

export type RegisterErrors = Partial<Record<keyof RegisterInput, string>>;
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** First message per field of a contract's schema, in the spec's wording. */
function validateWith<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors<T> } {
  const r = schema.safeParse(values);
  if (r.success) return { ok: true, data: r.data };
  const errors: FieldErrors<T> = {};
  for (const issue of r.error.issues) {
    const key = issue.path[0] as keyof T;
    if (!errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

export const validateRegister = (values: Record<keyof RegisterInput, string>) => validateWith(registerSchema, values);
export const validateResetRequest = (email: string) => validateWith(passwordResetRequestSchema, { email });
export const validateNewPassword = (values: PasswordResetInput) => validateWith(passwordResetSchema, values);

export function validateLogin(email: string, password: string): string | null {
  if (!email.trim() || !password.trim()) return AUTH_MESSAGES.fillAll;
  return loginSchema.safeParse({ email, password }).success ? null : AUTH_MESSAGES.fillAll;
}
