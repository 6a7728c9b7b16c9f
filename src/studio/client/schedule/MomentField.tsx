import { parseWrittenTime, zonedWallTime } from '../../../lib/zoned-time.ts'
import { FieldFrame } from '../fields/FieldFrame.tsx'
import type { LeafFieldProps } from '../fields/field-props.ts'
import { useStudio } from '../studio-context.ts'
import { momentSentence } from './schedule-words.ts'
import { useNow } from './use-now.ts'

/**
 * A time to publish or take down: the browser's date and time control, read and written in the site's time zone
 * ("2026-12-01 09:00"), and the moment in words beside it ("Goes live Tue 1 Dec, 09:00 (Central Time)").
 */
export function MomentField({ name, value, set, control, ...frame }: LeafFieldProps & { name: string }) {
  const { timeZone = 'UTC' } = useStudio()
  const text = typeof value === 'string' ? value : ''
  const at = text ? parseWrittenTime(text, timeZone) : undefined
  const shown = at === undefined ? '' : zonedWallTime(at, timeZone)
  const sentence = momentSentence(name, text, timeZone, useNow())
  const wordsId = `${control.id}-when`
  return (
    <FieldFrame {...frame}>
      <input
        {...control}
        aria-describedby={`${wordsId} ${control['aria-describedby']}`}
        type="datetime-local"
        value={shown}
        onChange={(e) => set(e.target.value ? e.target.value.replace('T', ' ') : '')}
      />
      <p className="moment-words" id={wordsId}>
        {sentence ?? (text ? `"${text}" is not a date and time` : 'Not set')}
      </p>
    </FieldFrame>
  )
}
