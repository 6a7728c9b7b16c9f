export { c, link, mail, map, phone } from './shell-icon-paths.ts'

/** A decorative 24×24 line icon drawn from one path. */
export function LineIcon({ d, className }: { d: string; className?: string | undefined }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}
