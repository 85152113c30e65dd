// One form style (docs/style.md "A form"): a zod schema at module scope, built on the contract's request
// schemas, parsed by Conform in the action and, with JavaScript, in the browser. The contract answers in the
// API's English (docs/api-reference.md §4.2); here each refusal becomes the spec's message (§5) from the locales,
// one per field, so the server and the browser say the same thing in the shopper's language.
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { TFunction } from 'i18next';
import type { z } from '#contract/zod.ts';
import { Messages, requiredMessage } from '#contract/messages.ts';

/** Where a form's messages come from. */
export type FormMessages = {
  /** '{{field}} is required' */
  required: string;
  /** '{{field}} may not be longer than {{max}} characters' */
  tooLong: string;
  /** The key of a field's label. */
  label: (field: string) => string;
  /** Keys for the contract's fixed messages, over the account ones. */
  known?: Partial<Record<string, string>>;
  /** Fields whose every refusal is one message (hidden ids: the shopper typed none of them). */
  fields?: Partial<Record<string, string>>;
};

export const ACCOUNT_MESSAGES: FormMessages = {
  required: 'account:validation.required',
  tooLong: 'account:validation.tooLong',
  label: (field) => `account:fields.${field}`,
};

/** The contract's fixed messages (contract/messages.ts) and their keys. */
const KNOWN: Partial<Record<string, string>> = {
  [Messages.invalidEmail]: 'account:validation.email',
  [Messages.invalidPasswordLength]: 'account:validation.passwordLength',
  [Messages.passwordMismatch]: 'account:validation.passwordMismatch',
  [Messages.invalidNumber]: 'account:validation.phone',
  [Messages.invalidCode]: 'account:validation.code',
  [Messages.minQuantity]: 'cart:errors.minQuantity',
  [Messages.maxQuantity]: 'cart:errors.maxQuantity',
  [Messages.voucherUnknown]: 'account:api.voucherUnknown',
  [Messages.noSelection]: 'account:api.noSelection',
};

/** A storefront rule's message is already a key ('account:address.pickState'). */
const KEY = /^(account|cart|catalog|checkout|common|orders|product):[\w.]+$/;

function messageOf(t: TFunction, m: FormMessages, issue: z.core.$ZodIssue): string {
  const field = String(issue.path[0] ?? '');
  const label = () => t(m.label(field));
  const fixed = m.fields?.[field] ?? (KEY.test(issue.message) ? issue.message : undefined);
  if (fixed) return t(fixed, { field: field && label() });
  const known = m.known?.[issue.message] ?? KNOWN[issue.message];
  if (known) return t(known);
  if (field && issue.message === requiredMessage(field)) return t(m.required, { field: label() });
  if (issue.code === 'too_big' && issue.origin === 'string')
    return t(m.tooLong, { field: label(), max: Number(issue.maximum) });
  return issue.message;
}

/**
 * Conform's submission of `formData` against `schema`, its messages in the shopper's language (`t` of the
 * request on the server, of `useTranslation` in the browser): the first refusal of each field.
 */
export function parseForm<S extends z.ZodType>(
  formData: FormData,
  schema: S,
  t: TFunction,
  messages: FormMessages = ACCOUNT_MESSAGES,
) {
  return parseWithZod(formData, {
    schema,
    formatError: (issues: z.core.$ZodIssue[]) =>
      issues.slice(0, 1).map((issue) => messageOf(t, messages, issue)),
  });
}

/** The first message of a refused submission (for forms that answer with a toast). */
export function firstError(error: Record<string, string[] | null> | null | undefined): string {
  return Object.values(error ?? {}).flatMap((m) => m ?? [])[0] ?? '';
}

/**
 * Conform's `useForm`, subscribed to every field's errors. Conform re-renders a form only for the state its
 * last render read; the field components read their errors, but a render of the form that React does not
 * carry down to them (a concurrent render after hydration) forgets those reads, and an empty form refused
 * in the browser then only moved the focus (issue 14, item 3). Reading all errors here keeps the messages.
 */
export const useShopForm: typeof useForm = (options) => {
  const result = useForm(options);
  void result[0].allErrors;
  return result;
};
