/**
 * An S3-compatible object store for tests: s3rver on 127.0.0.1 (a free port), keeping its objects
 * under `directory`, with one bucket. `env` is what the app needs to use it (S3_* settings, with
 * s3rver's built-in credentials).
 */
import S3rver from 's3rver';

export interface FakeS3 {
  bucket: string;
  /** http://127.0.0.1:<port> */
  endpoint: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeS3(directory: string, bucket = 've-photos'): Promise<FakeS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  };
}
