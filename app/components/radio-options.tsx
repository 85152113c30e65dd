// Radio buttons of one field, each inside its label (the checkout's payment methods, the shipping type): the
// fieldset and its legend stay with the screen.
import type { ReactNode } from 'react';

/** A radio button for each of `options`, `chosen` checked at first; `children` words an option's label. */
export function RadioOptions<V extends string | number>({
  name,
  options,
  chosen,
  boxed = false,
  children,
}: {
  name: string;
  options: readonly V[];
  chosen: V | null | undefined;
  /** each option in a bordered box */
  boxed?: boolean;
  children: (option: V) => ReactNode;
}) {
  return (
    <>
      {options.map((option) => (
        <label
          key={option}
          className={`flex items-center gap-3${boxed ? ' rounded-md border p-3' : ''}`}
        >
          <input type="radio" name={name} value={option} defaultChecked={option === chosen} />
          {children(option)}
        </label>
      ))}
    </>
  );
}
