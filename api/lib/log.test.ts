import { describe, expect, it } from 'vitest';
import { createLogger, requestLog } from './log.ts';

/** A logger at `level` whose lines are kept, stdout's and stderr's apart. */
function capture(level: Parameters<typeof createLogger>[0] = 'debug') {
  const out: string[] = [];
  const err: string[] = [];
  const logger = createLogger(level, {
    out: { write: (l) => void out.push(l) },
    err: { write: (l) => void err.push(l) },
  });
  const parsed = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  return { logger, out: () => parsed(out), err: () => parsed(err) };
}

describe('the log (pino)', () => {
  it('writes one JSON line per entry: ISO time, the level by name, the fields and msg; errors apart', () => {
    const c = capture('info');
    c.logger.debug({ at: 'x' }, 'not at info');
    c.logger.info({ at: 'boot', port: 3000 }, 'listening');
    c.logger.error({ at: 'api' }, 'broken');
    expect(c.out()).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        at: 'boot',
        port: 3000,
        msg: 'listening',
      },
    ]);
    expect(c.err()).toEqual([
      { level: 'error', time: expect.any(String), at: 'api', msg: 'broken' },
    ]);
  });

  it('a request’s log carries its id on every line', () => {
    const c = capture();
    const logs = requestLog(c.logger, 'req-12345678');
    logs.warn({ at: 'shop-api' }, 'odd answer');
    logs.error({ at: 'ssr' }, 'render failed');
    c.logger.info({}, 'outside');
    expect(c.out().map((l) => l.requestId)).toEqual(['req-12345678', undefined]);
    expect(c.err()).toEqual([expect.objectContaining({ requestId: 'req-12345678', at: 'ssr' })]);
  });

  it('redacts tokens, cookies, passwords, codes and keys, at the top and one level down', () => {
    const c = capture();
    c.logger.warn(
      {
        password: 'hunter2',
        token: 'tok',
        code: '123456',
        headers: {
          cookie: 'frontend_session=abc',
          authorization: 'Bearer xyz',
          'set-cookie': 's=1',
        },
        body: { user_token: 'guest-1', current_password: 'old', secret: 's', email: 'a@b.c' },
        path: '/login',
      },
      'refused',
    );
    const [line] = c.out();
    const text = JSON.stringify(line);
    for (const secret of ['hunter2', 'tok"', '123456', 'abc', 'xyz', 's=1', 'guest-1', '"old"'])
      expect(text).not.toContain(secret);
    expect(line).toMatchObject({
      password: '[redacted]',
      headers: { cookie: '[redacted]', authorization: '[redacted]', 'set-cookie': '[redacted]' },
      body: { user_token: '[redacted]', email: 'a@b.c' },
      path: '/login',
    });
  });
});
