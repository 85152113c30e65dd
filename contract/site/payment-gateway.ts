// GET payment-gateway (docs/api-reference.md §8.28). Public fields only: secrets are never part of the contract.
import { z, int, flag, opt, listOrEmpty } from '../zod.ts';

const s = () => opt(z.string());
export const PaymentGatewayDataSchema = z.object({
  default: int.optional().default(2),
  cash_on_delivery: opt(flag),
  razorpay: opt(flag),
  stripe: opt(flag),
  paypal: opt(flag),
  flutterwave: opt(flag),
  iyzico_payment: opt(flag),
  bank: opt(flag),
  payfast: opt(flag),
  razorpay_key: s(),
  stripe_key: s(),
  paypal_key: s(),
  fw_public_key: s(),
  fw_environment: s(),
  ip_base_url: s(),
  bank_name: s(),
  account_name: s(),
  account_number: s(),
  branch_name: s(),
  payfast_merchant_id: s(),
  payfast_sandbox: opt(flag),
  /** Ours: the online methods whose provider is its local sandbox (the storefront marks them test mode). */
  sandbox_methods: listOrEmpty(int),
});
export type PaymentGatewayData = z.infer<typeof PaymentGatewayDataSchema>;
