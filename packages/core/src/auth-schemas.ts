import { z } from 'zod';
import { textField } from './input-fields';

/** docs/product.md §3: passwords have at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = textField('Email', 'Email is required')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const newPasswordSchema = textField('Password', 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const registerInputSchema = z.object({
  name: textField('Name', 'Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: emailSchema,
  password: newPasswordSchema,
  /** Referral code from a `?ref=` link, if the visitor arrived through one. */
  ref: textField('Referral code').trim().max(32, 'Referral code must be at most 32 characters').optional(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/**
 * The passwords of sign-in and of a password change are only compared with a
 * stored hash, never stored, so they stay plain strings: refusing NUL there
 * could lock out an account whose password was set before new passwords were
 * held to textField.
 */
export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Profile Settings: the current password is needed when the account has one (not for Google-only accounts). */
export const changePasswordInputSchema = z.object({
  /** Compared with the stored hash, like the sign-in password above. */
  current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  new_password: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** Starting Google sign-in: the referral code of a `?ref=` link, if any. */
export const googleStartInputSchema = z.object({
  ref: textField('Referral code').trim().max(32, 'must be 32 characters or fewer').optional(),
});
export type GoogleStartInput = z.infer<typeof googleStartInputSchema>;
