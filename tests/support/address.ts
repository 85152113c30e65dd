// The shipping address the storefront tests and the e2e journeys fill in, by the field names the forms and
// the API share (name and e-mail are each test's own).
export const NEW_YORK_ADDRESS = {
  phone: '+1 212 555 0100',
  country: 'US',
  state: 'NY',
  city: 'New York',
  zip: '10001',
  address_1: '1 Main Street',
};
