/** The CSP lets the browser reach the configured image store, whichever way it is addressed. */
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config.js';
import { securityHeaders } from '../../src/server/security-headers.js';

const s3 = { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

function directive(env: Record<string, string>, name: string): string[] {
  const csp = securityHeaders(testConfig(env))['content-security-policy'];
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('content-security-policy and the image store', () => {
  it('local store: images and uploads from this origin only', () => {
    expect(directive({}, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive({}, 'connect-src')).toEqual(["'self'"]);
  });

  it.each([
    [{}, 'https://photos.s3.us-east-1.amazonaws.com', 'https://photos.s3.us-east-1.amazonaws.com'],
    [{ S3_ENDPOINT: 'http://minio.local:9000' }, 'http://minio.local:9000', 'http://minio.local:9000'],
    [
      { S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' },
      'https://photos.r2.example.com',
      'https://photos.r2.example.com',
    ],
    [{ S3_PUBLIC_URL: 'https://cdn.valleyeats.example' }, 'https://photos.s3.us-east-1.amazonaws.com', 'https://cdn.valleyeats.example'],
  ])('S3 %o: uploads go to %s, images load from %s', (env, store, images) => {
    const config = { ...s3, ...env };
    expect(directive(config, 'connect-src')).toContain(store);
    expect(directive(config, 'img-src')).toContain(images);
    expect(directive(config, 'connect-src')).not.toContain('https://cdn.valleyeats.example');
  });
});
