// The admin area's shared pieces (issue 17): the API's admin messages in the admin's language, the list's
// filters as the GET form names them, and how an audit row's change reads.
import {
  ADMIN_METHOD_FILTERS,
  ADMIN_PAYMENT_FILTERS,
  ADMIN_STATUS_FILTERS,
  AdminMessages,
} from '#contract/admin/schemas.ts';
import { knownMessages } from '#app/lib/known-messages.ts';

export const ADMIN_FILTERS = {
  status: ADMIN_STATUS_FILTERS,
  payment: ADMIN_PAYMENT_FILTERS,
  method: ADMIN_METHOD_FILTERS,
} as const;

/** Our API's admin messages translated; another backend's text as it came. */
export const adminMessage = knownMessages({
  [AdminMessages.orderNotFound]: 'admin:api.orderNotFound',
  [AdminMessages.notForward]: 'admin:api.notForward',
  [AdminMessages.isCancelled]: 'admin:api.isCancelled',
  [AdminMessages.notCancellable]: 'admin:api.notCancellable',
  [AdminMessages.notRefundable]: 'admin:api.notRefundable',
  [AdminMessages.alreadyRefunded]: 'admin:api.alreadyRefunded',
  [AdminMessages.partsRefunded]: 'admin:api.partsRefunded',
  [AdminMessages.notBankTransfer]: 'admin:api.notBankTransfer',
  [AdminMessages.noReference]: 'admin:api.noReference',
  [AdminMessages.alreadyPaid]: 'admin:api.alreadyPaid',
  [AdminMessages.refundFailed]: 'admin:api.refundFailed',
  [AdminMessages.refundBusy]: 'admin:api.refundBusy',
  [AdminMessages.providerOff]: 'admin:api.providerOff',
  [AdminMessages.refundDueNotFound]: 'admin:api.refundDueNotFound',
});

/** `status:confirmed` → the `admin:action.status_confirmed` key (i18next keeps `:` for namespaces). */
export const actionKey = (action: string) => `admin:action.${action.replace(/[^a-z_]/g, '_')}`;

const AUDIT_FIELDS = [
  'status',
  'cancelled',
  'payment_done',
  'trans_id',
  'refunded',
  'refund_id',
] as const;

/** The fields an audit row changed, each as [field, before, after]. */
export function auditChanges(before: Record<string, unknown>, after: Record<string, unknown>) {
  return AUDIT_FIELDS.filter((f) => (before[f] ?? null) !== (after[f] ?? null)).map(
    (f) => [f, before[f] ?? null, after[f] ?? null] as const,
  );
}
