// Exact texts from the spec (§5, §8). The storefront translates them through i18next keys; the API sends
// them in English (API-REFERENCE §4.2: validation messages are English in iShop).
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
} as const;

/** '{type} is required' (spec §5). */
export const requiredMessage = (field: string) => `${field} is required`;
export const mustBeNumber = (field: string) => `The ${field} must be a number.`;
export const mustBeNonNegative = (field: string) => `The ${field} must be at least 0.`;
export const mustBeOneOf = (field: string, values: readonly string[]) =>
  `The ${field} must be one of: ${values.join(', ')}.`;
export const listOfIds = (field: string) => `The ${field} must be a comma-separated list of ids.`;
export const tooLong = (field: string, max: number) =>
  `The ${field} may not be greater than ${max} characters.`;
