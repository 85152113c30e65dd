// Hydration on a slow connection (decision 101): Remix's entry script is async and may run before the end of
// the document has arrived. A proxy in front of the shop holds back the document's last scripts (the streamed
// data and the namespaces the server used) for 1.5 s; pages whose strings come from namespaces their routes do
// not declare (admin sign-in, the account pages) must still hydrate without an error (the consoleErrors
// fixture fails the test on React's hydration errors). Without JavaScript the same pages must simply arrive whole.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, hydrated, test } from './fixtures.ts';

/** A proxy to `target` that sends a document up to its first script after `</html>`, the rest 1.5 s later. */
async function slowTailProxy(target: URL): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: target.host, 'accept-encoding': 'identity' };
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!(answer.headers['content-type'] ?? '').includes('text/html')) return answer.pipe(res);
        let html = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (html += chunk));
        answer.on('end', () => {
          const tail = html.indexOf('<script', html.indexOf('</html>'));
          if (tail < 0) return res.end(html);
          res.write(html.slice(0, tail));
          setTimeout(() => res.end(html.slice(tail)), 1500);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

test('pages hydrate without errors when the end of the document arrives late', async ({
  page,
  baseURL,
  js,
}) => {
  test.setTimeout(90_000);
  const proxy = await slowTailProxy(new URL(baseURL!));
  try {
    for (const path of ['/admin/sign-in', '/login', '/track-order', '/']) {
      await page.goto(`${proxy.origin}${path}`);
      await hydrated(page, js);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  } finally {
    await proxy.close();
  }
});
