// Exact texts from the spec (§5, §8). The storefront translates them through i18next keys; the API sends
// them in English (docs/api-reference.md §4.2: validation messages are English in iShop).
export const Messages = {
  apiDown: 'API is down.',
  notFoundPage: 'This page could not be found',
  somethingWrong: 'Something went wrong',
  invalidEmail: 'Invalid email',
  invalidPasswordLength: 'Invalid Password Length',
  passwordMismatch: "Password didn't match",
  invalidNumber: 'Invalid number',
  minQuantity: 'Must have minimum 1 item.',
  maxQuantity: 'Maximum quantity exceeds.',
  outOfStock: 'This product is out of stock.',
  selectAttributes: 'Please select all required attributes.',
  exceedsInventory: 'Product quantity exceeds inventory.',
  cartReduced: 'Some quantities in your cart were reduced to what is in stock.',
  deleteConfirm: 'Do you really want to delete?',
  productNotFound: 'Product not found',
  pageNotFound: 'Page not found',
  storeNotFound: 'Store not found',
  flashSaleNotFound: 'Flash sale not found or ended',
  routeNotFound: 'Not found',
  unknownLocale: 'Unknown locale',
  serverError: 'Something went wrong',
  invalidBody: 'The request body is not valid JSON',
  tooManyRequests: 'Too many requests. Please try again later.',
  bodyTooLarge: 'The request is too large.',
  nulCharacter: 'The request contains a character that is not allowed.',
  // Accounts (issue 5). Ours: iShop sends raw translation keys for some of these (docs/api-reference.md §3.4).
  unauthenticated: 'Unauthenticated.',
  invalidCredentials: 'These credentials do not match our records.',
  notVerified: 'Please verify your e-mail address first. We have sent you a new code.',
  alreadyRegistered: 'This e-mail address is already registered. Please log in.',
  emailTaken: 'The email has already been taken.',
  invalidCode: 'The code is invalid or has expired.',
  tooManyAttempts: 'Too many wrong codes. Please request a new code.',
  codeSent: 'We have sent a code to your e-mail address.',
  verified: 'You have successfully verified your account',
  passwordUpdated: 'Your password has been updated.',
  wrongCurrentPassword: 'The current password is not correct.',
  profileUpdated: 'Profile updated successfully',
  accountDeleted: 'Your account has been deleted.',
  reauthCodeSent: 'We e-mailed you a code. Enter it to confirm.',
  emailCodeSent: 'We have sent a code to your new e-mail address. Enter it to confirm the change.',
  emailChanged: 'Your e-mail address has been changed.',
  loggedOut: 'logged out',
  avatarType: 'The avatar must be a JPEG or PNG image.',
  avatarSize: 'The avatar may not be greater than 1000 kilobytes.',
  avatarMissing: 'Please choose an image.',
  addressNotFound: 'Address not found',
  addressInUse: 'This address is used by an order and cannot be deleted.',
  providerDisabled: 'This sign-in method is not enabled.',
  socialFailed: 'Sign-in with this provider failed. Please try again.',
  socialNoEmail: 'Your account with this provider has no verified e-mail address.',
  // Cart, wishlist, compare list, vouchers (issue 6).
  productAdded: 'Product successfully added to cart',
  cartLineNotFound: 'This item is no longer in your cart.',
  noSelection: 'You have not selected any product. Please select a product first',
  productUnavailable: 'This product is not available.',
  compareFull: 'You can compare up to 4 products.',
  voucherUnknown: 'This voucher code does not exist.',
  voucherExpired: 'This voucher is not valid at the moment.',
  voucherMinSpend: 'Your selected items do not reach the minimum spend of this voucher.',
  voucherUsedUp: 'This voucher has reached its usage limit.',
  voucherPerCustomer: 'You have already used this voucher as many times as allowed.',
  voucherOtherStore: 'This voucher is for another store’s products; select some of them first.',
  voucherNotFound: 'Voucher not found',
  voucherCollected: 'Voucher collected',
  wishlistAdded: 'Wishlist added successfully',
  wishlistRemoved: 'Wishlist removed successfully',
  compareAdded: 'Compare list added successfully',
  compareRemoved: 'Compare list removed successfully',
  storeFollowed: 'Followed',
  storeUnfollowed: 'Unfollowed',
  guestCheckoutOff: 'Please log in to use the cart.',
} as const;

/** 'Address {msg} successfully' (docs/spec.md §8). */
export const addressMessage = (msg: 'created' | 'updated' | 'deleted') =>
  `Address ${msg} successfully`;

/** '{type} is required' (docs/spec.md §5). */
export const requiredMessage = (field: string) => `${field} is required`;
export const mustBeNumber = (field: string) => `The ${field} must be a number.`;
export const mustBeNonNegative = (field: string) => `The ${field} must be at least 0.`;
export const mustBeOneOf = (field: string, values: readonly string[]) =>
  `The ${field} must be one of: ${values.join(', ')}.`;
export const listOfIds = (field: string) => `The ${field} must be a comma-separated list of ids.`;
export const tooLong = (field: string, max: number) =>
  `The ${field} may not be greater than ${max} characters.`;
