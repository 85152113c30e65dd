// An address in three lines, as the shipping step lists the shopper's addresses and the checkout shows the
// one chosen: the name, the address on one line, then the phone and the e-mail (left to right in any language).
import type { Address } from '#contract/addresses/schemas.ts';

export function AddressLines({
  address: a,
  nameClassName,
}: {
  address: Pick<
    Address,
    'name' | 'address_1' | 'address_2' | 'city' | 'state' | 'zip' | 'country' | 'phone' | 'email'
  >;
  nameClassName?: string;
}) {
  return (
    <>
      <bdi className={nameClassName}>{a.name}</bdi>
      <br />
      <bdi>
        {[a.address_1, a.address_2, a.city, a.state, a.zip, a.country].filter(Boolean).join(', ')}
      </bdi>
      <br />
      <span dir="ltr">{a.phone}</span> · <span dir="ltr">{a.email}</span>
    </>
  );
}
