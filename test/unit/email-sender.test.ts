/**
 * The e-mail settings and the log sender (issue 24 item 8; decision 0021). The SMTP sender is
 * tested end to end against a fake SMTP server in test/api/password-reset.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createEmailSender, maskEmail } from '../../src/server/account-recovery/email.js';
import { ConfigError, loadConfig, testConfig } from '../../src/server/config.js';
import { PRODUCTION_ENV } from '../support/production-env.js';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe('e-mail configuration', () => {
  it('defaults to the log provider and a sender address', () => {
    const config = testConfig();
    expect(config.EMAIL_PROVIDER).toBe('log');
    expect(config.EMAIL_FROM).toBe('Valley Eats <no-reply@valleyeats.example>');
  });

  it('names each bad or missing variable', () => {
    expect(problems({ EMAIL_PROVIDER: 'carrier-pigeon' })).toEqual(['EMAIL_PROVIDER: must be log or smtp']);
    expect(problems({ EMAIL_PROVIDER: 'smtp' })).toEqual(['SMTP_URL: is required when EMAIL_PROVIDER=smtp']);
    expect(problems({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'http://mail.example' })).toEqual([
      'SMTP_URL: must start with smtp:// or smtps://',
    ]);
    const smtp = { ...PRODUCTION_ENV, EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtps://u:p@mail.example:465' };
    expect(problems({ ...smtp, PUBLIC_URL: '' })).toEqual([
      'PUBLIC_URL: is required in production: every link the server sends (password reset, tracking, sign-in) is built on it, never on the request’s Host header',
    ]);
    expect(problems(smtp)).toEqual([]);
  });
});

describe('log sender', () => {
  it('writes the whole e-mail, link included, with the address masked', async () => {
    const lines: string[] = [];
    const sender = createEmailSender(testConfig(), { info: (m) => lines.push(m) });
    expect(sender.provider).toBe('log');
    await sender.send({ to: 'rosa@example.com', subject: 'Reset', text: 'Open https://x.example/reset-password?token=abc' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('[e-mail not sent: log provider] to r•••@example.com: Reset');
    expect(lines[0]).toContain('https://x.example/reset-password?token=abc');
    expect(lines[0]).not.toContain('rosa@');
  });

  it('masks addresses', () => {
    expect(maskEmail('ana@example.com')).toBe('a•••@example.com');
    expect(maskEmail('nonsense')).toBe('•••');
  });
});
