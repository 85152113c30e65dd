// Staff's side of the payment methods (issue 35 item 4): which of the eight are offered, the default and
// the bank-transfer details, in `payment_gateway`. How an online method runs (live, its sandbox, off) is the
// environment's (docs/payments.md): an online method can be offered only while its provider runs, and no
// provider secret is ever read or written here.
import type { Kysely } from 'kysely';
import { PaymentMethod } from '#contract/codes.ts';
import {
  SettingsMessages as M,
  type AdminPaymentSettings,
  type PaymentSettingsBody,
} from '#contract/site/admin-settings.ts';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import { recordAudit } from '../admin/service.ts';
import { METHOD_FLAGS, offeredMethods, readSetting } from './settings.ts';
import { writeSetting, type Refused, type SettingsDeps } from './admin-settings.ts';

type Row = Record<string, unknown>;
/** The running providers' methods and modes (api/payments/registry.ts list()). */
export type Running = ReadonlyMap<number, 'live' | 'sandbox'>;

const OFFLINE: readonly number[] = [PaymentMethod.CASH_ON_DELIVERY, PaymentMethod.BANK_TRANSFER];
const BANK_FIELDS = ['bank_name', 'account_name', 'account_number', 'branch_name'] as const;
const ORDER: readonly number[] = [2, 7, 3, 1, 8, 4, 5, 6];

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export async function paymentSettings(
  db: Kysely<Database>,
  running: Running,
): Promise<Omit<AdminPaymentSettings, 'audit'>> {
  const g = await readSetting<Row>(db, 'payment_gateway');
  // Staff's own switch, whether or not the provider runs now.
  const wanted = offeredMethods(g, ORDER);
  return {
    methods: ORDER.map((method) => ({
      method,
      enabled: wanted.includes(method) ? 1 : 0,
      mode: OFFLINE.includes(method) ? 'offline' : (running.get(method) ?? 'off'),
    })),
    default: Number(g.default) || PaymentMethod.CASH_ON_DELIVERY,
    bank_name: text(g.bank_name),
    account_name: text(g.account_name),
    account_number: text(g.account_number),
    branch_name: text(g.branch_name),
  };
}

export async function savePaymentSettings(
  deps: SettingsDeps,
  admin: Pick<AuthUser, 'id' | 'name'>,
  body: PaymentSettingsBody,
  running: Running,
): Promise<{ ok: true } | Refused> {
  const before = await paymentSettings(deps.db, running);
  // A method already offered may stay so while its provider is down; turning one on needs it running.
  const wasOn = (m: number) => before.methods.some((x) => x.method === m && x.enabled === 1);
  const off = body.enabled.find((m) => !OFFLINE.includes(m) && !running.has(m) && !wasOn(m));
  if (off !== undefined) return { ok: false, field: 'enabled', message: M.providerOff };
  await deps.db.transaction().execute(async (trx) => {
    const g = await readSetting<Row>(trx, 'payment_gateway');
    const next: Row = { ...g, default: body.default };
    for (const [m, flag] of Object.entries(METHOD_FLAGS))
      next[flag] = body.enabled.includes(Number(m)) ? 1 : 0;
    for (const f of BANK_FIELDS) next[f] = body[f] ?? '';
    await writeSetting(trx, 'payment_gateway', next);
    await recordAudit(
      trx,
      admin,
      'settings:payments',
      { subject: 'settings', subject_id: null },
      {
        enabled: before.methods.filter((x) => x.enabled).map((x) => x.method),
        default: before.default,
        ...Object.fromEntries(BANK_FIELDS.map((f) => [f, before[f]])),
      },
      {
        enabled: body.enabled,
        default: body.default,
        ...Object.fromEntries(BANK_FIELDS.map((f) => [f, body[f] ?? ''])),
      },
      deps.now,
    );
  });
  return { ok: true };
}
