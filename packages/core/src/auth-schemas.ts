import { z } from 'zod';

/** SPEC §9: passwords have at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const registerInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: emailSchema,
  password: newPasswordSchema,
  /** Referral code from a `?ref=` link, if the visitor arrived through one. */
  ref: z.string().trim().max(32).optional(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Profile Settings: the current password is needed when the account has one (not for Google-only accounts). */
export const changePasswordInputSchema = z.object({
  current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  new_password: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** Starting Google sign-in: the referral code of a `?ref=` link, if any. */
export const googleStartInputSchema = z.object({
  ref: z.string().trim().max(32, 'must be 32 characters or fewer').optional(),
});
export type GoogleStartInput = z.infer<typeof googleStartInputSchema>;
