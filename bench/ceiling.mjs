/**
 * The bench's ceiling (issue 20 item 3): a bare node:http server in a process of its own, as the
 * real server is, answering each endpoint with the status, headers and bytes captured from the real
 * server. Started by bench/servers.ts (startCeiling) through ServerProcess (so it answers GET /api/health too).
 * CEILING_FILE names a JSON file: { "<METHOD> <path>": { status, headers, body (base64) } }.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const captured = JSON.parse(readFileSync(process.env.CEILING_FILE, 'utf8'));
const answers = new Map(
  Object.entries(captured).map(([key, a]) => {
    const body = Buffer.from(a.body, 'base64');
    return [key, { status: a.status, headers: { ...a.headers, 'content-length': body.length }, body }];
  }),
);

const server = http.createServer((req, res) => {
  // The request body is read to its end, as the real server reads it, before answering.
  req.resume();
  req.on('end', () => {
    if (req.url === '/api/health') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
      return;
    }
    const answer = answers.get(`${req.method} ${req.url}`);
    if (!answer) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
