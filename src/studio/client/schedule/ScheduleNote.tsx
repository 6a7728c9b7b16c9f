import { previewNote } from './schedule-words.ts'
import { useNow } from './use-now.ts'

/** The preview's note for a page or entry off the public site (a draft, one not yet live, one taken down). */
export function ScheduleNote({ data, timeZone = 'UTC' }: { data: unknown; timeZone?: string | undefined }) {
  const note = previewNote(data, timeZone, useNow())
  return note ? (
    <p className="preview-note schedule-note" role="note">
      {note}
    </p>
  ) : null
}
