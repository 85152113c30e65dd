// `npm run orders -- …`: the shop's order operations from a shell (api/orders/operations.ts), until the admin
// area exists. E-mails go to the outbox; a running server with SMTP_URL sends them within seconds.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ApiEnv } from '../env.ts';
import { Mailer } from '../mail/mailer.ts';
import type { ShopLinks } from '../mail/identity.ts';
import { STATUS_NAMES, advanceStatus, isStatusName, settleTransfer } from './operations.ts';

const ORDERS_USAGE = [
  'usage: npm run orders -- status <orderId> <confirmed|picked_up|on_the_way|delivered>',
  '       npm run orders -- confirm-transfer <orderId>   (the bank transfer arrived: paid)',
  '       npm run orders -- reject-transfer <orderId>    (it did not: the shopper may submit a new reference)',
].join('\n');

/**
 * Where the e-mails link to: the storefront's public origin from configuration; images from the S3 store's
 * public URL when files are kept there (decision 134), else /uploads/ on that origin.
 */
export function shopLinks(
  env: Pick<ApiEnv, 'PUBLIC_URL' | 'STOREFRONT_URL'> &
    Partial<Pick<ApiEnv, 'FILE_STORE' | 'S3_PUBLIC_URL'>>,
  port?: string,
): ShopLinks {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port || '3000'}`).replace(/\/+$/, '');
  return {
    images:
      env.FILE_STORE === 's3' && env.S3_PUBLIC_URL
        ? env.S3_PUBLIC_URL.replace(/\/*$/, '/')
        : `${publicUrl}/uploads/`,
    storefront: (env.STOREFRONT_URL ?? publicUrl).replace(/\/+$/, ''),
  };
}

export type CommandResult = { ok: boolean; text: string; usage?: boolean };

export async function runOrdersCommand(
  db: Kysely<Database>,
  env: Pick<ApiEnv, 'PUBLIC_URL' | 'STOREFRONT_URL' | 'MAIL_FROM'> &
    Partial<Pick<ApiEnv, 'FILE_STORE' | 'S3_PUBLIC_URL'>>,
  args: string[],
  opts: { now?: Date; port?: string } = {},
): Promise<CommandResult> {
  const [sub, idArg, statusArg] = args;
  const id = /^\d{1,10}$/.test(idArg ?? '') ? Number(idArg) : NaN;
  const usage = (why: string) => ({ ok: false, usage: true, text: `${why}\n${ORDERS_USAGE}` });
  if (!sub || !['status', 'confirm-transfer', 'reject-transfer'].includes(sub))
    return usage(sub ? `Unknown command: ${sub}` : 'Which operation?');
  if (!Number.isSafeInteger(id) || id < 1) return usage('The order id must be a whole number.');
  const deps = {
    db,
    mail: new Mailer(db, { from: env.MAIL_FROM }),
    links: shopLinks(env, opts.port ?? process.env.PORT),
    now: opts.now ?? new Date(),
  };
  let r;
  if (sub === 'status') {
    if (!isStatusName(statusArg))
      return usage(`The status must be one of: ${Object.keys(STATUS_NAMES).join(', ')}.`);
    r = await advanceStatus(deps, id, statusArg);
  } else r = await settleTransfer(deps, id, sub === 'confirm-transfer' ? 'confirm' : 'reject');
  if (!r.ok) return { ok: false, text: r.message };
  const what =
    sub === 'status'
      ? `is now ${statusArg!.replace(/_/g, ' ')}`
      : sub === 'confirm-transfer'
        ? 'is paid'
        : 'has its transfer reference cleared (the shopper may submit a new one)';
  return {
    ok: true,
    text: `Order ${r.order.id} (${r.order.code}) ${what}; ${
      r.mailed ? 'the buyer was e-mailed (outbox)' : 'no buyer e-mail address to write to'
    }.`,
  };
}
