// api/v1 seller application (docs/api-reference.md §8.27). Both answer the envelope's 404 while vendor registration
// is off, as if they did not exist.
import { defineEndpoint } from '../endpoint.ts';
import {
  SellerAccountSchema,
  SellerSignupBodySchema,
  SellerSignupDataSchema,
  SellerVerifyBodySchema,
} from './schemas.ts';

export const sellersEndpoints = {
  sellerSignup: defineEndpoint({
    method: 'POST',
    path: 'seller/signup',
    auth: 'none',
    summary: 'Apply to sell: name, e-mail, store name, password; a 6-digit code is e-mailed',
    body: SellerSignupBodySchema,
    data: SellerSignupDataSchema,
    header: 'language',
  }),
  sellerVerify: defineEndpoint({
    method: 'POST',
    path: 'seller/verify',
    auth: 'none',
    summary:
      'Verify the e-mailed code; the application waits for an administrator, its store created inactive',
    body: SellerVerifyBodySchema,
    data: SellerAccountSchema,
  }),
};
