// The button of one item in the shopper's lists (remove from the wishlist or the compare list, move to the cart,
// collect a voucher, unfollow a store): a form of its own posting the item's hidden fields, works without
// JavaScript.
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { SubmitButton } from '#app/components/form-buttons.tsx';

type Fields = Record<string, string | number>;
type ItemButtonProps = {
  fields: Fields;
  intent?: string;
  itemName: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * A post of `fields` (hidden, in their order) with `intent` on the button; the button's name ends with
 * `itemName`, so a screen reader tells the list's many buttons apart. A secondary button unless `className`
 * says otherwise.
 */
export function ItemButton({
  fields,
  intent,
  itemName,
  className = 'btn-secondary text-sm',
  children,
}: ItemButtonProps) {
  return (
    <Form method="post">
      <AuthenticityTokenInput />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton intent={intent} className={className}>
        {children}
        <span className="sr-only"> {itemName}</span>
      </SubmitButton>
    </Form>
  );
}

/** The `ItemButton` of a product in a list: it posts the line's `product_id` (then `fields`), named by the title. */
export function ProductButton({
  line,
  fields,
  ...button
}: Omit<ItemButtonProps, 'fields' | 'itemName'> & {
  line: { product_id: number; product: { title?: string | null } };
  fields?: Fields;
}) {
  return (
    <ItemButton
      fields={{ product_id: line.product_id, ...fields }}
      itemName={line.product.title}
      {...button}
    />
  );
}
