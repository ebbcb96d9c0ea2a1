/** Where uploaded images are served, and which URLs count as ours (docs/decisions/0004-uploads.md). */
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config.js';
import { isUploadedImageUrl, s3PublicUrl } from '../../src/server/uploads/store.js';

const key = '0123456789abcdef0123456789abcdef';
const s3 = { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('s3PublicUrl', () => {
  it.each([
    [{}, `https://photos.s3.us-east-1.amazonaws.com/uploads/${key}`],
    [{ S3_REGION: 'us-west-2' }, `https://photos.s3.us-west-2.amazonaws.com/uploads/${key}`],
    [{ S3_ENDPOINT: 'http://minio.local:9000' }, `http://minio.local:9000/photos/uploads/${key}`],
    [
      { S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' },
      `https://photos.r2.example.com/uploads/${key}`,
    ],
    [{ S3_PUBLIC_URL: 'https://cdn.valleyeats.example/' }, `https://cdn.valleyeats.example/uploads/${key}`],
  ])('%o → %s', (env, url) => {
    expect(s3PublicUrl(testConfig({ ...s3, ...env }), `uploads/${key}`)).toBe(url);
  });
});

describe('isUploadedImageUrl', () => {
  it('accepts our keys only', () => {
    const local = testConfig();
    expect(isUploadedImageUrl(local, `/uploads/${key}`)).toBe(true);
    for (const url of [
      `/uploads/${key}x`,
      `/uploads/${key.toUpperCase()}`,
      '/uploads/../secret',
      `https://evil.example/uploads/${key}`,
      `https://photos.s3.us-east-1.amazonaws.com/uploads/${key}`,
    ]) {
      expect(isUploadedImageUrl(local, url), url).toBe(false);
    }
    const withS3 = testConfig({ ...s3, S3_PUBLIC_URL: 'https://cdn.valleyeats.example' });
    expect(isUploadedImageUrl(withS3, `https://cdn.valleyeats.example/uploads/${key}`)).toBe(true);
    expect(isUploadedImageUrl(withS3, `https://cdn.valleyeats.example/incoming/${key}`)).toBe(false);
    expect(isUploadedImageUrl(withS3, `/uploads/${key}`)).toBe(true);
  });
});
