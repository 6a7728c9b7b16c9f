import Type, { type TObject, type TSchema } from 'typebox'
import { WRITTEN_TIME_PATTERN } from '../../lib/zoned-time.ts'

const TIME_ERROR = 'must be a date, or a date and time, such as 2026-12-01 or 2026-12-01 09:00'

/** A moment written in content: a day (00:00 there), or a day and time in the site's time zone, or an exact instant. */
const WrittenTime = (title: string, description: string) =>
  Type.String({
    title,
    pattern: WRITTEN_TIME_PATTERN,
    description,
    patternErrorMessage: TIME_ERROR,
  })

/**
 * When an entry or a page is on the built site, the same on every collection's entries and on every page file: not
 * before `publishAt`, not from `unpublishAt`, never while `draft`. The studio and its preview show it all the same.
 */
export const Schedule = {
  draft: Type.Optional(
    Type.Boolean({
      title: 'Draft',
      description: 'Keep it off the public site while you work on it; the studio still shows and previews it',
    }),
  ),
  publishAt: Type.Optional(
    WrittenTime(
      'Goes live at',
      "When it appears on the site, in the site's time zone: 2026-12-01 09:00 (a date alone is midnight)",
    ),
  ),
  unpublishAt: Type.Optional(
    WrittenTime(
      'Taken down at',
      "When it leaves the site, in the site's time zone: 2026-12-31 18:00 (a date alone is midnight)",
    ),
  ),
}

/** The schedule's fields as the loaded data holds them. */
export type Scheduled = Type.Static<TObject<typeof Schedule>>

/** The names of the schedule's fields. */
export const SCHEDULE_KEYS = Object.keys(Schedule) as (keyof typeof Schedule)[]

const scheduled = new WeakMap<TSchema, TSchema>()

/**
 * A collection's entry schema with the schedule's fields added after its own (one object per schema: validators and
 * the generated files are made once). A schema that has them already, or is no object, is returned as it is.
 */
export function withSchedule<T extends TSchema>(item: T): T {
  const object = item as unknown as { properties?: Record<string, TSchema> }
  if (!object.properties || 'publishAt' in object.properties) return item
  let made = scheduled.get(item)
  if (!made) {
    made = Object.assign(Object.create(Object.getPrototypeOf(item)), item, {
      properties: { ...object.properties, ...Schedule },
    }) as TSchema
    scheduled.set(item, made)
  }
  return made as T
}
