import { describe, expect, it } from 'vitest';
import { loginInputSchema, registerInputSchema } from './auth-schemas';

describe('registerInputSchema', () => {
  it('normalises the email and trims the name', () => {
    const parsed = registerInputSchema.parse({ name: '  Ada ', email: ' Ada@Example.COM ', password: 'secret1' });
    expect(parsed).toEqual({ name: 'Ada', email: 'ada@example.com', password: 'secret1' });
  });

  it('names each bad field', () => {
    const result = registerInputSchema.safeParse({ name: '', email: 'nope', password: '123' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('refuses NUL in the name, email and password, naming each', () => {
    const result = registerInputSchema.safeParse({ name: 'A\u0000', email: 'a\u0000@b.co', password: 'secret\u0000', ref: '\u0000' });
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      name: 'Name must not contain a NUL character',
      email: 'Email must not contain a NUL character',
      password: 'Password must not contain a NUL character',
      ref: 'Referral code must not contain a NUL character',
    });
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(registerInputSchema.safeParse({ name: 'A', email: 'a@b.co', password: '123456' }).success).toBe(true);
  });
});

describe('loginInputSchema', () => {
  it('requires a password', () => {
    const result = loginInputSchema.safeParse({ email: 'a@b.co', password: '' });
    expect(result.error?.issues[0]?.path).toEqual(['password']);
  });
});
