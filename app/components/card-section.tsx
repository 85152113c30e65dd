import type { ReactNode } from 'react';

/**
 * A section (or an aside) named by its heading: `id` ties the two together for assistive technology.
 * `className` styles the section, `headingClassName` its heading.
 */
export function TitledSection({
  id,
  title,
  as: Tag = 'section',
  className,
  headingClassName = 'text-lg font-semibold',
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  as?: 'section' | 'aside';
  className?: string;
  headingClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={className} data-testid={testId}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}

/** A white card named by its heading. */
export function CardSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="rounded-lg bg-white p-6 shadow-sm"
      headingClassName="mb-3 text-lg font-semibold"
    >
      {children}
    </TitledSection>
  );
}
