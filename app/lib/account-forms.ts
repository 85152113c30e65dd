// The account forms' schemas (zod, read by Conform on the server and, with JavaScript, in the browser), with
// the spec's messages (§5) in the shopper's language: '{type} is required', 'Invalid email', 'Invalid
// Password Length', "Password didn't match", 'Invalid number'. The server always judges; the browser only
// answers sooner.
import type { TFunction } from 'i18next';
import { z } from '#contract/zod.ts';
import {
  ADDRESS_LABELS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
} from '#contract/api/account.ts';

export const PASSWORD_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'new_password_confirmation',
];

export function accountSchemas(t: TFunction) {
  const label = (field: string) => t(`account:fields.${field}`);
  const required = (field: string) => t('account:validation.required', { field: label(field) });
  const tooLong = (field: string, max: number) =>
    t('account:validation.tooLong', { field: label(field), max });

  const text = (field: string, max = 190) =>
    z
      .string({ error: required(field) })
      .trim()
      .min(1, { error: required(field), abort: true })
      .max(max, { error: tooLong(field, max) });
  const optional = (field: string, max = 190) =>
    z
      .string()
      .trim()
      .max(max, { error: tooLong(field, max) })
      .optional();
  const email = z
    .string({ error: required('email') })
    .trim()
    .min(1, { error: required('email'), abort: true })
    .max(190, { error: t('account:validation.email'), abort: true })
    .pipe(z.email({ error: t('account:validation.email') }));
  const password = (field = 'password') =>
    z
      .string({ error: required(field) })
      .min(1, { error: required(field), abort: true })
      .min(PASSWORD_MIN, { error: t('account:validation.passwordLength'), abort: true })
      .max(PASSWORD_MAX, { error: tooLong(field, PASSWORD_MAX) });
  const confirmation = (field: string) => z.string({ error: required(field) });
  // Checked even when another field failed, so every message shows at once (zod skips object refinements
  // on a failed object unless told when to run them).
  const bothGiven =
    (a: string, b: string) =>
    (payload: { value: unknown }): boolean => {
      const v = payload.value as Record<string, unknown> | null;
      return typeof v?.[a] === 'string' && typeof v?.[b] === 'string';
    };
  const mismatch = { error: t('account:validation.passwordMismatch') };
  const phone = z
    .string({ error: required('phone') })
    .trim()
    .refine((v) => PHONE_PATTERN.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6, {
      error: t('account:validation.phone'),
    });
  const code = z
    .string({ error: required('code') })
    .trim()
    .regex(/^\d{6}$/, { error: t('account:validation.code') });

  return {
    login: z.object({
      email,
      password: password(),
      remember: z.literal('on').optional(),
    }),
    register: z
      .object({
        first_name: text('first_name'),
        last_name: optional('last_name'),
        email,
        password: password(),
        password_confirmation: confirmation('password_confirmation'),
      })
      .refine((v) => v.password === v.password_confirmation, {
        ...mismatch,
        path: ['password_confirmation'],
        when: bothGiven('password', 'password_confirmation'),
      }),
    verify: z.object({ code }),
    forgot: z.object({ email }),
    reset: z
      .object({
        code,
        password: password(),
        password_confirmation: confirmation('password_confirmation'),
      })
      .refine((v) => v.password === v.password_confirmation, {
        ...mismatch,
        path: ['password_confirmation'],
        when: bothGiven('password', 'password_confirmation'),
      }),
    profile: z.object({
      first_name: text('first_name'),
      last_name: optional('last_name'),
      email,
      phone: phone.optional(),
    }),
    password: z
      .object({
        current_password: password('current_password'),
        new_password: password('new_password'),
        new_password_confirmation: confirmation('new_password_confirmation'),
      })
      .refine((v) => v.new_password === v.new_password_confirmation, {
        ...mismatch,
        path: ['new_password_confirmation'],
        when: bothGiven('new_password', 'new_password_confirmation'),
      }),
    address: z.object({
      id: z.coerce.number().int().positive().optional(),
      label: z.enum(ADDRESS_LABELS).optional(),
      name: text('name'),
      email,
      phone,
      country: z
        .string({ error: required('country') })
        .regex(/^[A-Z]{2}$/, { error: required('country') }),
      state: z.string().trim().max(10).optional(),
      city: text('city'),
      zip: text('zip', 20),
      address_1: text('address_1', 255),
      address_2: optional('address_2', 255),
      default: z.literal('1').optional(),
    }),
  };
}
export type AccountSchemas = ReturnType<typeof accountSchemas>;
