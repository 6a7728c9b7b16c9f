/**
 * An image field's upload when the name is taken: the field gets the address the studio chose, and a status line says
 * in plain words which name it used when that is not the file's own.
 */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { SchemaField } from '../../src/studio/client/fields/SchemaField.tsx'
import { setAt } from '../../src/studio/client/fields/set-at.ts'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'
import { StudioContext } from '../../src/studio/client/studio-context.ts'

const SCHEMA: JsonSchema = {
  type: 'object',
  properties: { photo: { type: 'string', title: 'Photo', 'x-link': 'image' } },
}

function Form({ answer }: { answer: string }) {
  const [data, setData] = useState<unknown>({ photo: '' })
  return (
    <StudioContext.Provider
      value={{ routes: [], media: [], problems: new Map(), upload: () => Promise.resolve(answer) }}
    >
      <SchemaField
        name=""
        schema={SCHEMA}
        value={data}
        path={[]}
        setAt={(p, v) => setData((d: unknown) => setAt(d, p, v))}
      />
    </StudioContext.Provider>
  )
}

async function uploadAs(fileName: string, answer: string) {
  render(<Form answer={answer} />)
  await userEvent.upload(
    screen.getByLabelText('Upload an image into pages/_media'),
    new File([new Uint8Array([1, 2, 3])], fileName, { type: 'image/png' }),
  )
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Photo' })).toHaveProperty('value', answer))
}

describe('uploading an image whose name is taken', () => {
  it('fills in the numbered address and says which name the studio used', async () => {
    await uploadAs('Probe Blue.png', '/media/uploads/probe-blue-2.png')
    expect(screen.getByRole('status').textContent).toBe(
      'Another image is already called probe-blue.png, so this one is called probe-blue-2.png.',
    )
  })

  it('says nothing more when the image kept its own name', async () => {
    await uploadAs('probe-blue.png', '/media/uploads/probe-blue.png')
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
