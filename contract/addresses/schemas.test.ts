// The address fields' zip rule: required ('zip is required') unless the country has no postal codes, and
// refused together with the other fields, so an empty form says everything at once.
import { describe, expect, it } from 'vitest';
import { AddressBodySchema, needsZip } from './schemas.ts';

const address = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+971 4 123 4567',
  country: 'AE',
  city: 'Dubai',
  address_1: '1 Marina Walk',
};
const messagesOf = (v: unknown) => {
  const r = AddressBodySchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
};

describe('the zip of an address', () => {
  it('may be empty where the country has no postal codes, in either case', () => {
    expect(AddressBodySchema.parse({ ...address, zip: '' }).zip).toBeUndefined();
    expect(messagesOf({ ...address, country: 'ae' })).toEqual([]);
    expect(needsZip('AE')).toBe(false);
    expect(needsZip('US')).toBe(true);
  });

  it('is required elsewhere, and said with the other missing fields at once', () => {
    expect(messagesOf({ ...address, country: 'US', zip: ' ' })).toEqual(['zip: zip is required']);
    expect(messagesOf({ ...address, country: 'FR', name: '', city: '' })).toEqual([
      'name: name is required',
      'city: city is required',
      'zip: zip is required',
    ]);
  });

  it('keeps its own refusals (too long) and a given zip anywhere', () => {
    expect(messagesOf({ ...address, country: 'US', zip: 'x'.repeat(21) })).toEqual([
      'zip: The zip may not be greater than 20 characters.',
    ]);
    expect(AddressBodySchema.parse({ ...address, zip: '00000' }).zip).toBe('00000');
  });
});
