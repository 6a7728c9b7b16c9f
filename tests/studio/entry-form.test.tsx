import { readFileSync } from 'node:fs'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { SchemaField } from '../../src/studio/client/fields/SchemaField.tsx'
import { derivedIdKeys, withoutProperties } from '../../src/studio/client/form-schema.ts'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'
import { useFormSchema } from '../../src/studio/client/use-form-schema.ts'
import { useEditor, type Editor } from '../../src/studio/client/use-editor.ts'

const schemaOf = (name: string) =>
  JSON.parse(readFileSync(`schema/collections/${name}.schema.json`, 'utf8')) as JsonSchema
const ARTICLE = schemaOf('articles.entry')
const JOB = schemaOf('jobs.entry')
const ROOT: (string | number)[] = []

/** An entry's form as Studio.tsx renders it: the schema without the keys that only repeat the file name. */
function EntryForm({
  file,
  schema,
  start,
  seen,
}: {
  file: string
  schema: JsonSchema
  start: unknown
  seen: (e: Editor) => void
}) {
  const editor = useEditor()
  const { begin } = editor
  useEffect(() => begin(file, schema, start), []) // eslint-disable-line react-hooks/exhaustive-deps
  seen(editor)
  const shown = useFormSchema(schema, file, editor.data)
  if (editor.data === undefined || shown === undefined) return null
  return (
    <form aria-label="Fields">
      <SchemaField name="" schema={shown} value={editor.data} path={ROOT} required setAt={editor.changeAt} />
    </form>
  )
}

function setup(file: string, schema: JsonSchema, start: unknown) {
  let editor!: Editor
  render(<EntryForm file={file} schema={schema} start={start} seen={(e) => (editor = e)} />)
  return { user: userEvent.setup(), data: () => editor.data }
}

describe('the form of an entry: its address is its file name, not a second field', () => {
  it('a new article has no "Address name" field, and typing its title writes no slug', async () => {
    const { user, data } = setup('pages/_collections/articles/how-we-hire.yaml', ARTICLE, { title: 'How We Hire' })
    expect(screen.queryByLabelText(/^Address name/)).toBeNull()
    await user.type(screen.getByLabelText(/^Article title/), '!')
    expect(data()).toEqual({ title: 'How We Hire!' })
  })

  it('a job whose id says its file name shows no id field and keeps the id as written', async () => {
    const { user, data } = setup('pages/_collections/jobs/devops-engineer.yaml', JOB, {
      id: 'devops-engineer',
      title: 'DevOps Engineer',
    })
    expect(screen.queryByLabelText(/^Address name/)).toBeNull()
    await user.type(screen.getByLabelText(/^Job title/), 's')
    expect(data()).toEqual({ id: 'devops-engineer', title: 'DevOps Engineers' })
  })

  it('an id that says another name than the file stays in the form, to be fixed', () => {
    setup('pages/_collections/jobs/devops-engineer.yaml', JOB, { id: 'sre', title: 'SRE' })
    expect((screen.getByLabelText(/^Address name/) as HTMLTextAreaElement).value).toBe('sre')
  })

  it('only an entry of a collection folder: the items of a one-file collection keep their ids', () => {
    const partners = schemaOf('partners')
    expect(derivedIdKeys(partners, 'pages/_collections/partners.yaml', { items: [] })).toEqual([])
    expect(derivedIdKeys(JOB, 'pages/_collections/jobs/x.yaml', {})).toEqual(['id'])
    expect(derivedIdKeys(ARTICLE, 'pages/_collections/articles/x.yaml', { slug: 'x' })).toEqual(['slug'])
    expect(withoutProperties(JOB, [])).toBe(JOB)
  })
})

describe("an article's author photo", () => {
  it('can be removed, and added again', async () => {
    const photo = { src: '/media/team/dana.jpg', alt: 'Portrait of Dana' }
    const { user, data } = setup('pages/_collections/articles/a.yaml', ARTICLE, { title: 'A', authorImage: photo })
    const alt = () => document.getElementById('f-authorImage-alt') as HTMLTextAreaElement | null
    expect(alt()!.value).toBe('Portrait of Dana')
    await user.click(screen.getByRole('button', { name: "Remove author's photo" }))
    expect(data()).toEqual({ title: 'A' })
    expect(alt()).toBeNull()
    await user.click(screen.getByRole('button', { name: "Add author's photo" }))
    expect(data()).toEqual({ title: 'A', authorImage: { src: '', alt: '' } })
  })
})
