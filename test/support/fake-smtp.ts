/**
 * The fake SMTP server (fake-smtp-server.ts) for one Vitest file: `fakeSmtpForFile` starts it
 * before the file's app and closes it after.
 */
import { afterAll, beforeAll } from 'vitest';
import { type FakeSmtp, startFakeSmtp } from './fake-smtp-server.js';

export * from './fake-smtp-server.js';

/**
 * Starts a fake SMTP server before the file's app and puts its variables into `env` (pass the same
 * object to setupTestApp or setupBrowserApp, after this call); closes it after the file.
 */
export function fakeSmtpForFile(env: Record<string, string | undefined>): { readonly fake: FakeSmtp } {
  const handle = {} as { fake: FakeSmtp };
  beforeAll(async () => {
    handle.fake = await startFakeSmtp();
    Object.assign(env, handle.fake.env);
  });
  afterAll(async () => {
    await handle.fake?.close();
  });
  return handle;
}
