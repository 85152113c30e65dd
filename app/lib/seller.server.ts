// What the seller application's screens share on the server: the 404 while vendor registration is off (spec
// §6), and the API's refusals in the applicant's language.
import { data, type AppLoadContext } from '@remix-run/node';
import type { TFunction } from 'i18next';
import { SellerMessages } from '#contract/sellers/schemas.ts';
import { common as loadCommon } from '#app/lib/shop-api/site.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApiError } from '#app/lib/shop-api/client.server.ts';
import { notFound } from '#app/lib/listing.server.ts';
import { apiFailure } from '#app/lib/forms.server.ts';

/** The application exists only while vendor registration is on; otherwise this site's 404. */
export async function requireVendorRegistration(request: Request, context: AppLoadContext) {
  const common = unwrapOrThrow(await loadCommon(shopApiFor(request, context)));
  if (common.setting.vendor_registration !== 1) notFound();
}

const API_KEYS: Record<string, string> = {
  [SellerMessages.storeTaken]: 'account:seller.storeTaken',
  [SellerMessages.storeNameLetters]: 'account:seller.storeNameLetters',
};

type Replyable = Parameters<typeof apiFailure>[1];

/** The API's refusal as the form's error (its seller messages translated), what was typed kept. */
export function sellerFailure(t: TFunction, submission: Replyable, error: ShopApiError) {
  const f = apiFailure(t, submission, {
    ...error,
    messages: error.messages.map((m) => (API_KEYS[m] ? t(API_KEYS[m]) : m)),
  });
  return data(f.result, { status: f.status });
}
