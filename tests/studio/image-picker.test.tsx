/**
 * An image field's "Choose from the images" (issue 45): the library opens as a dialog with its search, a chosen
 * image is written in the field, its kept description fills in an empty alt (never one the editor wrote), and the
 * focus goes back to the button.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LibraryImage } from '../../src/studio/api/media-library.ts'
import type { Path } from '../../src/studio/client/fields/field-props.ts'
import { getAt } from '../../src/studio/client/fields/get-at.ts'
import { SchemaField } from '../../src/studio/client/fields/SchemaField.tsx'
import { setAt } from '../../src/studio/client/fields/set-at.ts'
import { mediaSearch } from '../../src/studio/client/media-search.ts'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'
import { StudioContext } from '../../src/studio/client/studio-context.ts'

const IMAGES: LibraryImage[] = [
  { src: '/media/about/office.jpg', name: 'about/office.jpg', bytes: 84_000, width: 1600, height: 900, usedOn: [] },
  {
    src: '/media/team/austin.jpg',
    name: 'team/austin.jpg',
    bytes: 120_000,
    width: 2400,
    height: 1600,
    alt: 'The team on stage in Austin',
    usedOn: [{ file: 'pages/about.yaml', label: 'About Us' }],
  },
]

const SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    image: {
      type: 'object',
      title: 'Image',
      required: ['src', 'alt'],
      properties: {
        src: { type: 'string', title: 'Image address', 'x-link': 'image' },
        alt: { type: 'string', title: 'Description' },
      },
    },
  },
}
const ROOT: Path = []

function Form({ start, seen }: { start: unknown; seen: (data: unknown) => void }) {
  const [data, setData] = useState<unknown>(start)
  const latest = useRef(data)
  seen(data)
  return (
    <StudioContext.Provider
      value={{
        routes: [],
        media: IMAGES.map((i) => i.src),
        problems: new Map(),
        upload: () => Promise.reject(new Error('no')),
        valueAt: (path) => getAt(latest.current, path),
      }}
    >
      <form aria-label="Fields">
        <SchemaField
          name=""
          schema={SCHEMA}
          value={data}
          path={ROOT}
          setAt={(path, value) => setData((d: unknown) => (latest.current = setAt(d, path, value)))}
        />
      </form>
    </StudioContext.Provider>
  )
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ images: IMAGES }), { status: 200 }))),
  )
})
afterEach(() => vi.unstubAllGlobals())

async function choose(start: unknown, name: string) {
  let data: unknown
  render(<Form start={start} seen={(d) => (data = d)} />)
  const user = userEvent.setup()
  const opener = screen.getByRole('button', { name: 'Choose from the images' })
  await user.click(opener)
  const dialog = screen.getByRole('dialog', { name: 'Choose an image' })
  // The search takes the focus; it finds by description too.
  const search = within(dialog).getByLabelText('Search images')
  await waitFor(() => expect(document.activeElement).toBe(search))
  await waitFor(() => within(dialog).getByText('2 images'))
  await user.type(search, name)
  const card = within(dialog).getByRole('listitem', { name: /austin|office/ })
  await user.click(within(card).getByRole('button', { name: 'Choose' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  await waitFor(() => expect(document.activeElement).toBe(opener))
  return data as { image: { src: string; alt?: string } }
}

describe('choosing an image in the library', () => {
  it('writes its address and fills in an empty description with the one kept with it', async () => {
    const data = await choose({ image: { src: '', alt: '' } }, 'stage')
    expect(data.image).toEqual({ src: '/media/team/austin.jpg', alt: 'The team on stage in Austin' })
  })

  it('keeps a description the editor wrote for this use', async () => {
    const data = await choose({ image: { src: '/media/about/office.jpg', alt: 'Our CEO at work' } }, 'austin')
    expect(data.image).toEqual({ src: '/media/team/austin.jpg', alt: 'Our CEO at work' })
  })
})

describe('the library search', () => {
  it('finds by name or description, every word, and lists the unused images alone on demand', () => {
    expect(mediaSearch(IMAGES, 'TEAM stage').map((i) => i.name)).toEqual(['team/austin.jpg'])
    expect(mediaSearch(IMAGES, 'jpg').map((i) => i.name)).toEqual(['about/office.jpg', 'team/austin.jpg'])
    expect(mediaSearch(IMAGES, 'office austin')).toEqual([])
    expect(mediaSearch(IMAGES, '', true).map((i) => i.name)).toEqual(['about/office.jpg'])
  })
})
