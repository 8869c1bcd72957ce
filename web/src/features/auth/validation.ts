import { AUTH_MESSAGES, loginSchema, registerSchema, type RegisterInput } from '@argumenta/contracts';

export type RegisterErrors = Partial<Record<keyof RegisterInput, string>>;

/** First message per field, in the spec's wording (contracts' registerSchema). */
export function validateRegister(values: Record<keyof RegisterInput, string>): { ok: true; data: RegisterInput } | { ok: false; errors: RegisterErrors } {
  const r = registerSchema.safeParse(values);
  if (r.success) return { ok: true, data: r.data };
  const errors: RegisterErrors = {};
  for (const issue of r.error.issues) {
    const key = issue.path[0] as keyof RegisterInput;
    if (!errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

export function validateLogin(email: string, password: string): string | null {
  if (!email.trim() || !password.trim()) return AUTH_MESSAGES.fillAll;
  return loginSchema.safeParse({ email, password }).success ? null : AUTH_MESSAGES.fillAll;
}
