import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<'input'>, 'id' | 'list' | 'type' | 'value' | 'onChange'> & {
  id: string
  value: string
  /** What the list offers as it is typed into (the site's routes, or its images); any other value may be typed. */
  options: string[]
  onValue: (value: string) => void
}

/** The route picker of the studio's links: a text box offering the site's pages (or images) from a list. */
export function RouteInput({ id, value, options, onValue, ...input }: Props) {
  return (
    <>
      <input
        {...input}
        id={id}
        type="text"
        list={`${id}-list`}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
      <datalist id={`${id}-list`}>
        {options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
    </>
  )
}
