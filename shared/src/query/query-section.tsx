import type { ReactNode } from 'react';
import { SectionHeader, type SectionHeaderProps } from '../ui/section-header';
import { QueryView, type QueryViewProps } from './query-view';

export interface QuerySectionProps<T> extends Omit<QueryViewProps<T>, 'children'> {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  more?: SectionHeaderProps['more'];
  className?: string;
  children: (data: T) => ReactNode;
}

/** A page section fed by one query: its heading row, then loading, error with Retry, empty or the data. */
export function QuerySection<T>({ id, title, more, className, children, ...view }: QuerySectionProps<T>) {
  return (
    <section className={className} aria-labelledby={id}>
      <SectionHeader id={id} title={title} more={more} />
      <QueryView {...view}>{children}</QueryView>
    </section>
  );
}
