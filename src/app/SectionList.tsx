import { use, type ComponentType } from 'react'
import type { ResolvedSection } from '../sections/definitions.ts'
import { componentPromise } from './page-store.ts'

function SectionView({ section }: { section: ResolvedSection }) {
  // The registry guarantees that the component for section.type takes exactly this section's props.
  const Component = use(componentPromise(section)) as ComponentType<ResolvedSection>
  return <Component {...section} />
}

/** Renders a page's sections in order through the registry. */
export function SectionList({ sections }: { sections: ResolvedSection[] }) {
  return (
    <>
      {sections.map((section, i) => (
        <SectionView key={i} section={section} />
      ))}
    </>
  )
}
