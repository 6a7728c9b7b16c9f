import type { IconName } from '../../content/schema/common.ts'
import { ICON_PATHS } from './icon-paths.ts'
import { LineIcon } from './LineIcon.tsx'

/** A decorative 24×24 line icon, by name; the surrounding text carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <LineIcon d={ICON_PATHS[name]} className={className} />
}
