/** The shared account schemas give SPEC §5 / DESIGN §3 messages. */
import { describe, expect, it } from 'vitest';
import { AdminLoginSchema, SignInSchema, SignUpSchema, UserSchema } from '../../src/shared/schemas/auth.js';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('SignUpSchema', () => {
  it('accepts a complete sign-up and normalises the e-mail', () => {
    const parsed = SignUpSchema.parse({ email: ' Ana@Example.COM ', password: 'desert-sun', firstName: ' Ana ' });
    expect(parsed).toEqual({ email: 'ana@example.com', password: 'desert-sun', firstName: 'Ana' });
  });

  it('names each broken field', () => {
    expect(messages(SignUpSchema.safeParse({ email: 'nope', password: 'short', firstName: '  ' }))).toEqual({
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
    });
    expect(messages(SignUpSchema.safeParse({}))).toMatchObject({
      email: 'Email is required',
      firstName: 'First name is required',
    });
  });
});

describe('SignInSchema', () => {
  it('requires e-mail and password', () => {
    expect(messages(SignInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});

describe('AdminLoginSchema', () => {
  it('uses SPEC §5 texts', () => {
    expect(messages(AdminLoginSchema.safeParse({ username: '', password: '' }))).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });
});

describe('UserSchema', () => {
  it('keeps only the public fields', () => {
    const user = UserSchema.parse({
      id: '8b1c6a3e-2f4d-4c5e-9a7b-1c2d3e4f5a6b',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: null,
      profileImageUrl: null,
      passwordHash: 'secret',
    });
    expect(user).not.toHaveProperty('passwordHash');
  });
});
