// npm run db:migrate | npm run db:seed [-- --products N] [--reset] | npm run outbox [-- --limit N] [--to E]
// npm run orders -- status <orderId> <confirmed|picked_up|on_the_way|delivered> | confirm-transfer <orderId>
//                 | reject-transfer <orderId>   (the shop's order operations from a shell)
// npm run admin:create -- --email <e> [--password <p> | --ask] [--name <n>]   (without a password: prints a
//                 one-time sign-in link, 15 minutes, single use; --ask prompts for a password instead)
import { createDatabase } from './db/connection.ts';
import { migrateDownAll, migrateToLatest } from './db/migrate.ts';
import { isEmpty, seed } from './db/seed/index.ts';
import { loadApiEnv, publicUrlOf } from './env.ts';
import { fileStoreFromEnv } from './lib/files/index.ts';
import { latestMessages } from './mail/outbox.ts';
import { runOrdersCommand } from './orders/cli.ts';
import { createAdmin } from './admin/create.ts';
import { createSignInLink } from './admin/sign-in-link.ts';
import { createInterface } from 'node:readline/promises';

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const flag = (name: string) => rest.includes(`--${name}`);
  const value = (name: string) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const env = loadApiEnv();
  const { db, dialect, close } = createDatabase(env.DATABASE_URL);
  try {
    if (command === 'migrate') {
      const done = await migrateToLatest(db, dialect);
      console.log(done.length ? `applied: ${done.join(', ')}` : 'database is up to date');
    } else if (command === 'seed') {
      const productsArg = value('products');
      const products = productsArg ? Number(productsArg) : env.SEED_PRODUCTS;
      if (!Number.isSafeInteger(products) || products < 1)
        throw new Error('--products takes a whole number ≥ 1');
      if (flag('reset')) {
        await migrateDownAll(db, dialect);
        console.log('dropped every table');
      }
      await migrateToLatest(db, dialect);
      if (!(await isEmpty(db))) {
        console.error(
          'The database already has a catalogue. Run `npm run db:seed -- --reset` to replace it (this deletes all data).',
        );
        process.exitCode = 1;
        return;
      }
      const r = await seed(db, {
        products,
        files: fileStoreFromEnv(env),
        log: (l) => console.log(l),
        dialect,
      });
      console.log(
        `done: ${r.products} products, ${r.images} images in ${(r.ms / 1000).toFixed(1)} s (${dialect})`,
      );
    } else if (command === 'outbox') {
      // The latest e-mails (newest first): how to read codes in development without an SMTP server.
      await migrateToLatest(db, dialect);
      const n = Number(value('limit') ?? 5);
      const rows = await latestMessages(db, Number.isSafeInteger(n) && n > 0 ? n : 5, value('to'));
      if (!rows.length) console.log('The outbox is empty.');
      for (const m of rows.reverse()) {
        console.log(
          `── #${m.id} ${m.created_at} → ${m.to_address} [${m.status}${m.attempts ? `, ${m.attempts} attempts` : ''}]`,
        );
        console.log(`Subject: ${m.subject}\n\n${m.text}\n`);
      }
    } else if (command === 'orders') {
      await migrateToLatest(db, dialect);
      const r = await runOrdersCommand(db, env, rest);
      (r.ok ? console.log : console.error)(r.text);
      if (!r.ok) process.exitCode = r.usage ? 2 : 1;
    } else if (command === 'admin:create') {
      await migrateToLatest(db, dialect);
      const email = value('email');
      if (!email) {
        console.error(
          'usage: npm run admin:create -- --email <e> [--password <p> | --ask] [--name <n>]',
        );
        process.exitCode = 2;
        return;
      }
      let password = value('password');
      if (password === undefined && flag('ask') && process.stdin.isTTY) {
        const rl = createInterface({ input: process.stdin, output: process.stdout });
        password = await rl.question('Password for the admin (6 characters or more): ');
        rl.close();
      }
      const r = await createAdmin(db, { email, password, name: value('name') });
      if (!r.ok) {
        console.error(r.message);
        process.exitCode = 1;
        return;
      }
      const what = `${r.created ? 'Created' : 'Promoted'} admin #${r.id} ${r.email}`;
      if (password !== undefined) {
        console.log(`${what}; sign in at /login, then open /admin.`);
        return;
      }
      // The code is in the fragment: browsers never send it, so no server or proxy log sees it.
      const code = await createSignInLink(db, r.id);
      const origin = publicUrlOf(env, {
        production: false,
        port: Number(process.env.PORT ?? 3000),
      });
      console.log(
        `${what}.\nOpen this one-time sign-in link within 15 minutes (it works once):\n\n  ${origin}/admin/sign-in#${code}\n\nWithout JavaScript, paste this code into that page: ${code}`,
      );
    } else {
      console.log(
        'usage: tsx api/cli.ts migrate | seed [--products N] [--reset] | outbox [--limit N] [--to e-mail] | orders … | admin:create --email e',
      );
      process.exitCode = command ? 1 : 0;
    }
  } finally {
    await close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
