// A list of labelled facts (<dl> of term/value pairs), e.g. a book's publisher and pages or a submission's dates;
// a fact left out (false, '', null or undefined: `value && [term, value]`) is not drawn.
import type { ReactNode } from 'react';

export type Fact = readonly [term: string, value: ReactNode];

interface FactListProps {
  facts: readonly (Fact | false | '' | null | undefined)[];
  className: string;
  id?: string;
}

export function FactList({ facts, className, id }: FactListProps) {
  return (
    <dl className={className} id={id}>
      {facts
        .filter((fact): fact is Fact => Boolean(fact))
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
