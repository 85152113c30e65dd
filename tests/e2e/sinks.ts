// Real peers for the e2e run (started by playwright.config.ts before the shop): an SMTP server that keeps
// every delivered message (and refuses any to @refused.example), a local OAuth 2 / OIDC server standing in
// for Google, and a small HTTP side door for tests to read the mail and choose who the OAuth server says the
// user is.
//   SINK_HTTP_PORT  GET /healthz · GET /messages?to=e-mail · POST /oauth/userinfo {json}
//   SINK_SMTP_PORT  SMTP (no TLS, no auth)
//   SINK_OAUTH_PORT OAuth 2 server (/authorize, /token, /userinfo)
import { createServer } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { startSmtpSink } from '#api/testing/smtp.ts';

type Message = { to: string; subject: string; text: string; html: string; at: string };
const messages: Message[] = [];
let userinfo: Record<string, unknown> = { sub: 'e2e-user' };

const httpPort = Number(process.env.SINK_HTTP_PORT);
const smtpPort = Number(process.env.SINK_SMTP_PORT);
const oauthPort = Number(process.env.SINK_OAUTH_PORT);

const smtp = await startSmtpSink(smtpPort, (mail, recipients) => {
  // A mailbox that refuses (the jobs screen's failing message, real.jobs.spec.ts): a permanent SMTP error.
  if (recipients.some((to) => to.toLowerCase().endsWith('@refused.example')))
    throw Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
  for (const to of recipients)
    messages.push({
      to: to.toLowerCase(),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
      at: new Date().toISOString(),
    });
});

const oauth = new OAuth2Server();
await oauth.issuer.keys.generate('RS256');
oauth.service.on('beforeUserinfo', (res: { body: Record<string, unknown> }) => {
  res.body = { ...userinfo };
});
await oauth.start(oauthPort, '127.0.0.1');

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://sink');
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/healthz') return json(200, { ok: true });
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return json(
      200,
      messages.filter((m) => !to || m.to === to),
    );
  }
  if (url.pathname === '/oauth/userinfo' && req.method === 'POST') {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      userinfo = JSON.parse(body) as Record<string, unknown>;
      json(200, { ok: true });
    });
    return;
  }
  json(404, { message: 'not found' });
});
// Playwright's request context keeps sockets alive between polls: Node's 5 s default closed an idle one just
// as a poll reused it (ECONNRESET), as it did on the shop's own server (server.ts keeps 65 s too).
http.keepAliveTimeout = 65_000;
http.headersTimeout = 66_000;
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  smtp.close(() => undefined);
  void oauth.stop().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
