// A real cluster for the e2e suite and the bench (issue 36 items 4 and 7): two instances of the built server
// (`node build/server.js`, production) on one fresh PostgreSQL database, sharing Redis (rate limits), an
// S3-protocol store (s3rver, api/testing/s3.ts) and the session secret, behind nginx (Debian's, run as a
// child process with its own prefix, pid and temporary paths) configured by deploy/nginx/bazaar-cluster.conf:
// round robin, no stickiness. The first instance migrates, seeds and runs the jobs; the second starts after
// it with SEED_ON_START=false and RUN_JOBS=false. `files: 'local'` gives each instance a folder of its own
// instead of the bucket: a cluster that keeps state per instance, which the e2e journey must catch.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startS3, type TestS3 } from '#api/testing/s3.ts';

const root = resolve(new URL('../..', import.meta.url).pathname);
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const ADMIN_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type ClusterOptions = {
  /** nginx listens here; the instances on the two ports after it. */
  port: number;
  /** 's3' (the default): one bucket for both; 'local': an UPLOADS_DIR per instance. */
  files?: 's3' | 'local';
  /**
   * Redis for the rate limits (a database of its own keeps other runs' counts apart); when none answers there
   * the instances count in the shared database (RATE_LIMIT_STORE=database).
   */
  redisUrl?: string;
  /** More variables for both instances (SMTP, rate-limit scale…). */
  env?: Record<string, string>;
  seedProducts?: number;
  /** Where an instance's log goes besides its file: 'inherit' shows it. */
  log?: 'file' | 'inherit';
};

export type Instance = {
  /** 'one' or 'two'. */
  name: string;
  port: number;
  /** host:port, as nginx's $upstream_addr names it. */
  address: string;
  /** Starts it (again) and waits until /healthz answers. */
  start(): Promise<void>;
  /** `kill -9`: the process dies at once, nothing drained. */
  kill(): Promise<void>;
  running(): boolean;
};

/** One line of nginx's access log: when the request began and ended (ms), who answered, what it was. */
export type Proxied = {
  start: number;
  end: number;
  /** $upstream_addr split: one address, or the failed one(s) first and then the one that answered. */
  upstreams: string[];
  status: number;
  method: string;
  uri: string;
};

export type Cluster = {
  origin: string;
  instances: [Instance, Instance];
  databaseUrl: string;
  /** One query on the shared database (to check what the cluster wrote): its rows. */
  sql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** nginx's access log so far, in the order it was written. */
  proxied(): Proxied[];
  close(): Promise<void>;
};

const ACCESS_FORMAT = `'$msec $request_time "$upstream_addr" $status $request_method "$request_uri"'`;

/** The committed site configuration with its `{{…}}` filled in. */
function nginxSite(values: Record<string, string>): string {
  const site = readFileSync(join(root, 'deploy/nginx/bazaar-cluster.conf'), 'utf8');
  return site.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => {
    const value = values[key];
    if (value === undefined)
      throw new Error(`deploy/nginx/bazaar-cluster.conf: no value for {{${key}}}`);
    return value;
  });
}

/** nginx's own main configuration: everything under `dir`, nothing of the machine's but mime.types. */
function nginxMain(dir: string): string {
  const tmp = (name: string) => join(dir, 'nginx', name);
  return `worker_processes 1;
pid ${tmp('nginx.pid')};
error_log ${tmp('error.log')} warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    client_body_temp_path ${tmp('body')};
    proxy_temp_path ${tmp('proxy')};
    fastcgi_temp_path ${tmp('fastcgi')};
    uwsgi_temp_path ${tmp('uwsgi')};
    scgi_temp_path ${tmp('scgi')};
    log_format upstream ${ACCESS_FORMAT};
    access_log ${tmp('access.log')} upstream;
    include ${tmp('bazaar-cluster.conf')};
}
`;
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once('exit', () => r()));

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bazaar_cluster_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: ADMIN_PG });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_PG);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Whether something listens at a redis:// URL's host and port. */
function answers(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = connect(Number(u.port || 6379), u.hostname);
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(500, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  if (!existsSync(NGINX))
    throw new Error(
      `no nginx at ${NGINX}: apt-get install nginx (.ci/run does), or set NGINX_PATH`,
    );
  // Rate limits in Redis; where none answers (a bare CI machine), in the shared database instead.
  const redisUrl = opts.redisUrl ?? 'redis://127.0.0.1:6379';
  const limits: Record<string, string> = (await answers(redisUrl))
    ? { REDIS_URL: redisUrl }
    : { RATE_LIMIT_STORE: 'database' };
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-cluster-'));
  const origin = `http://127.0.0.1:${opts.port}`;
  const children = new Set<ChildProcess>();
  let s3: TestS3 | undefined;
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let nginx: ChildProcess | undefined;
  let instances: [Instance, Instance] | undefined;
  const stopAll = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  process.once('exit', stopAll);

  const close = async () => {
    process.off('exit', stopAll);
    for (const child of children) child.kill('SIGTERM');
    await Promise.all([...children].map(exited));
    await s3?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    database = await createDatabase();
    let files: Record<string, string>[];
    if ((opts.files ?? 's3') === 's3') {
      s3 = await startS3();
      const bucket = await s3.bucket();
      files = [bucket.env, bucket.env];
    } else {
      files = ['one', 'two'].map((n) => ({
        FILE_STORE: 'local',
        UPLOADS_DIR: join(dir, n, 'uploads'),
      }));
    }
    const shared: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATABASE_URL: database.url,
      ...limits,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      // nginx, on this machine: its X-Forwarded-For is believed, nobody else's.
      TRUST_PROXY: '127.0.0.1',
      // Declared, so the boot refuses what two instances could not share (decision 140).
      INSTANCES: '2',
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: String(opts.seedProducts ?? 320),
      ...opts.env,
    };
    const instance = (index: 0 | 1): Instance => {
      const name = index === 0 ? 'one' : 'two';
      const port = opts.port + 1 + index;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...shared,
        ...files[index],
        PORT: String(port),
        // The first migrates, seeds and runs the jobs (mail, payment release); the second only serves.
        ...(index === 0
          ? { SEED_ON_START: 'true' }
          : { SEED_ON_START: 'false', RUN_JOBS: 'false' }),
      };
      let child: ChildProcess | undefined;
      return {
        name,
        port,
        address: `127.0.0.1:${port}`,
        running: () => Boolean(child && child.exitCode === null && child.signalCode === null),
        async start() {
          mkdirSync(join(dir, name), { recursive: true });
          const out = createWriteStream(join(dir, name, 'server.log'), { flags: 'a' });
          const c = spawn(process.execPath, ['--enable-source-maps', 'build/server.js'], {
            cwd: root,
            env,
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          child = c;
          children.add(c);
          c.once('exit', () => children.delete(c));
          for (const stream of [c.stdout!, c.stderr!]) {
            stream.pipe(out, { end: false });
            if (opts.log === 'inherit') stream.pipe(process.stderr, { end: false });
          }
          try {
            await waitFor(`http://127.0.0.1:${port}/healthz`, c, `instance ${name}`);
          } catch (err) {
            const log = readFileSync(join(dir, name, 'server.log'), 'utf8').slice(-4000);
            throw new Error(`${(err as Error).message}\n${log}`);
          }
        },
        async kill() {
          if (!child) return;
          child.kill('SIGKILL');
          await exited(child);
        },
      };
    };
    instances = [instance(0), instance(1)];
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    for (const i of instances) await i.start();

    mkdirSync(join(dir, 'nginx'), { recursive: true });
    writeFileSync(
      join(dir, 'nginx', 'bazaar-cluster.conf'),
      nginxSite({
        listen: `127.0.0.1:${opts.port}`,
        instance_1: instances[0]!.address,
        instance_2: instances[1]!.address,
        client_dir: join(root, 'build/client'),
      }),
    );
    writeFileSync(join(dir, 'nginx', 'nginx.conf'), nginxMain(dir));
    const prefix = join(dir, 'nginx');
    nginx = spawn(
      NGINX,
      [
        '-p',
        prefix,
        '-e',
        join(prefix, 'error.log'),
        '-c',
        join(prefix, 'nginx.conf'),
        '-g',
        'daemon off;',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    children.add(nginx);
    await waitFor(`${origin}/healthz`, nginx, 'nginx', 15_000);
  } catch (err) {
    await close();
    throw err;
  }

  const accessLog = join(dir, 'nginx', 'access.log');
  return {
    origin,
    instances: instances!,
    databaseUrl: database!.url,
    async sql<T>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: database!.url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
    proxied: () => parseAccessLog(readFileSync(accessLog, 'utf8')),
    close,
  };
}

/** nginx's access log lines (ACCESS_FORMAT) as entries. */
function parseAccessLog(text: string): Proxied[] {
  const entries: Proxied[] = [];
  for (const line of text.split('\n')) {
    const m = /^(\d+\.\d+) (\d+\.\d+) "([^"]*)" (\d+) (\S+) "([^"]*)"$/.exec(line);
    if (!m) continue;
    const end = Math.round(Number(m[1]) * 1000);
    entries.push({
      start: end - Math.round(Number(m[2]) * 1000),
      end,
      upstreams: m[3] === '-' ? [] : m[3]!.split(/\s*,\s*|\s+:\s+/),
      status: Number(m[4]),
      method: m[5]!,
      uri: m[6]!,
    });
  }
  return entries;
}
