import type { ReactNode } from 'react'

/** A field's help text, which its control names in aria-describedby (`<id>-help`). */
export function Help({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-help`} className="help">
      {children}
    </p>
  )
}
