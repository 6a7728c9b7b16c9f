import { LineIcon } from '../ui/LineIcon.tsx'

/** Every icon name a section's `icon:` field takes, each under its picture. */
export function IconSet({ icons }: { icons: { name: string; d: string }[] }) {
  return (
    <ul className="gallery-icons">
      {icons.map(({ name, d }) => (
        <li key={name}>
          <LineIcon d={d} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  )
}
