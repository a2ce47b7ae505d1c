/**
 * Sections another area adds to a record's page (a channel's figures under the channel): the page names its
 * resource and record, the app says which sections go there, each loaded only when shown. So the record's
 * feature does not import the other feature.
 */
import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { LazyComponent } from '../lazy-component';

export type RecordSection = LazyComponent<ComponentType<{ id: number }>>;
/** Resource name (`channels`) -> the sections shown under its record's page. */
export type RecordSectionsRegistry = Readonly<Record<string, readonly RecordSection[]>>;

const SectionsContext = createContext<RecordSectionsRegistry>({});

export function RecordSectionsProvider({
  sections,
  children,
}: {
  sections: RecordSectionsRegistry;
  children: ReactNode;
}) {
  return <SectionsContext value={sections}>{children}</SectionsContext>;
}

/** The sections the app adds under a record of `resource`. */
export function RecordSections({ resource, id }: { resource: string; id: number }) {
  const sections = useContext(SectionsContext)[resource] ?? [];
  return sections.map((Section, index) => (
    <Suspense key={index} fallback={<Skeleton active />}>
      <Section id={id} />
    </Suspense>
  ));
}
