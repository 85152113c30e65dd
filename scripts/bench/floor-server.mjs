// The throughput floor: a plain Node `http` server answering each benchmarked path with the very bytes
// (and status) the real page sent, and nothing else. Run as its own process by scripts/bench.ts, so it
// shares no event loop with the load generator. Argument: a JSON manifest {path: {file, status}}.
// Prints "listening PORT" once it listens on a free port of 127.0.0.1.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const manifest = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const pages = new Map(
  Object.entries(manifest).map(([path, { file, status }]) => [
    path,
    { body: readFileSync(file), status },
  ]),
);
const server = createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': page.body.length,
  });
  res.end(page.body);
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
