import { memo } from 'react'
import { useFormEvents } from '../form-events.ts'
import { isDate, labelOf, pathText, resolveSchema } from '../schema-tools.ts'
import { useStudio } from '../studio-context.ts'
import { ArrayField } from './ArrayField.tsx'
import { BooleanField } from './BooleanField.tsx'
import { ChoiceField } from './ChoiceField.tsx'
import type { LeafFieldProps, SchemaFieldProps } from './field-props.ts'
import { fieldId } from './field-id.ts'
import { IconField } from './IconField.tsx'
import { JsonField } from './JsonField.tsx'
import { LinkField } from './LinkField.tsx'
import { MarkdownField } from './MarkdownField.tsx'
import { NumberField } from './NumberField.tsx'
import { ObjectField } from './ObjectField.tsx'
import { Problems } from './Problems.tsx'
import { TextField } from './TextField.tsx'
import { DateField } from './DateField.tsx'
import { isMoment } from '../schedule/schedule-words.ts'
import { MomentField } from '../schedule/MomentField.tsx'
import { isText } from '../../../content/translate/schema-at.ts'
import { useTranslationView } from '../translation-view.ts'
import { InheritedField } from './InheritedField.tsx'
import { OriginalText } from './OriginalText.tsx'

/**
 * A form field generated from the JSON Schema of the value at `path`, with the lint's messages for that path. It
 * renders again only when its own props change (its value is a new object whenever anything inside it changed), so
 * a key typed in one field does not re-render the whole form.
 */
export const SchemaField = memo(Field, sameProps)

function Field(props: SchemaFieldProps) {
  const translation = useTranslationView()
  const { schema: raw, value, path } = props
  if (!translation) return <Control {...props} />
  // A translation: its text beside the original's; what is not text is the original's, not editable here.
  const schema = resolveSchema(raw, value)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'object' || schema.properties || type === 'array') return <Control {...props} />
  const id = fieldId(path)
  if (!isText(schema))
    return <InheritedField id={id} label={labelOf(props.name, schema)} value={value} from={translation.from} />
  return (
    <>
      <Control {...props} original={`${id}-original`} />
      <OriginalText id={`${id}-original`} path={path} value={value} view={translation} />
    </>
  )
}

function Control({
  name,
  schema: raw,
  value,
  path,
  required = false,
  setAt,
  example,
  original,
}: SchemaFieldProps & { original?: string }) {
  const events = useFormEvents()
  const errorHere =
    useStudio()
      .problems.get(pathText(path))
      ?.some((d) => d.severity === 'error') ?? false
  const schema = resolveSchema(raw, value)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  const shown = example ?? schema.examples?.[0]
  const container = { name, schema, value, path, required, setAt, Field: SchemaField, example: shown }
  if (type === 'object' || schema.properties) return <ObjectField {...container} />
  if (type === 'array') return <ArrayField {...container} />

  const id = fieldId(path)
  const label = labelOf(name, schema)
  // A help that only says the label again ("Small label above the heading") is left out: it tells nothing more.
  const help = schema.description?.trim().toLowerCase() === label.trim().toLowerCase() ? undefined : schema.description
  const describedBy = [original ?? '', help ? `${id}-help` : '', `${id}-problems`].filter(Boolean).join(' ')
  const leaf: LeafFieldProps = {
    id,
    label,
    help,
    required,
    value,
    set: (v) => {
      events.touched(path)
      setAt(path, v === '' && !required ? undefined : v)
    },
    control: {
      id,
      'aria-describedby': describedBy,
      ...(required ? { required: true } : {}),
      ...(errorHere ? { 'aria-invalid': true } : {}),
    },
    problems: <Problems path={path} id={`${id}-problems`} label={label} />,
  }
  if (schema.enum && name === 'icon') return <IconField {...leaf} names={schema.enum.map(String)} />
  if (schema.enum)
    return <ChoiceField {...leaf} options={schema.enum} labels={schema['x-choice-labels']} fallback={schema.default} />
  if (type === 'boolean') return <BooleanField {...leaf} />
  if (type === 'number' || type === 'integer') return <NumberField {...leaf} fallback={schema.default} />
  if (schema['x-markdown']) return <MarkdownField {...leaf} />
  if (schema['x-link']) return <LinkField {...leaf} kind={schema['x-link']} path={path} setAt={setAt} />
  if (isMoment(schema)) return <MomentField {...leaf} name={name} />
  if (isDate(schema)) return <DateField {...leaf} />
  // Decided by the schema, never by the length of what is typed: the control must not change under the editor.
  const multiline = (schema.maxLength ?? Infinity) > 160 && !/^(title|heading|label|name|question|eyebrow)$/.test(name)
  const placeholder = typeof shown === 'string' || typeof shown === 'number' ? `e.g. ${shown}` : undefined
  if (type === 'string' || value === undefined || typeof value === 'string')
    return <TextField {...leaf} multiline={multiline} placeholder={placeholder} />
  return <JsonField {...leaf} />
}

function sameProps(a: SchemaFieldProps, b: SchemaFieldProps): boolean {
  return (
    a.value === b.value &&
    a.schema === b.schema &&
    a.name === b.name &&
    a.required === b.required &&
    a.example === b.example &&
    a.setAt === b.setAt &&
    a.path.length === b.path.length &&
    a.path.every((step, i) => step === b.path[i])
  )
}
