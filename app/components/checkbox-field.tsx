// A Conform checkbox with its label around it (remember me, make this the default address): checked, the form
// posts `value`.
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';

export function CheckboxField({
  field,
  value,
  children,
}: {
  field: FieldMetadata<unknown>;
  value: string;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input {...getInputProps(field, { type: 'checkbox', value })} key={field.key} />
      {children}
    </label>
  );
}
