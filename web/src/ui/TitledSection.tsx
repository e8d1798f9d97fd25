import { useId, type ReactNode } from 'react';
import { Heading } from '@radix-ui/themes';

/** A region named by its heading (screen readers list it under the heading's text). */
export function TitledSection({ title, level = 2, size = '3', children }: { title: string; level?: 2 | 3 | 4; size?: '2' | '3' | '4'; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Heading as={`h${level}`} size={size} mb="2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
