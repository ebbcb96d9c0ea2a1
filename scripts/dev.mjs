#!/usr/bin/env node
// `npm run dev`: the API on :3001 (tsx watch, reloads on change) and the Vite dev server on
// :3000 (hot reload) that proxies /api and the admin paths to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', HOST: '127.0.0.1', SKIP_CLIENT_BUILD: 'true' },
  }),
  spawn('node_modules/.bin/vite', ['--port', process.env.PORT ?? '3000', '--strictPort'], {
    stdio: 'inherit',
    env: process.env,
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
