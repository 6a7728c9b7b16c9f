import { useState, type FormEvent } from 'react'
import { STATUSES } from '../../inbox/types.ts'
import { FORM_WORDS, STATUS_WORDS } from '../inbox-words.ts'
import type { InboxQuery, InboxSetup } from './inbox-client.ts'

/** A day of a date field ("2026-11-25") as the first moment of that day here, in ms; undefined for none. */
function dayStart(day: string, after = 0): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + after).getTime() : undefined
}

/** The date field's value for a moment of dayStart (the day before it for an end, which is the next day's start). */
function dayOf(ms: number | undefined, end = false): string {
  if (ms === undefined) return ''
  const d = new Date(ms - (end ? 1 : 0))
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/**
 * The list's filters, each a labelled control, applied together with Show (or Enter in a field); Clear filters
 * shows everything again. The dates are days of this computer's calendar, both included.
 */
export function InboxFilters({
  setup,
  query,
  onApply,
}: {
  setup: InboxSetup
  query: InboxQuery
  onApply: (query: InboxQuery) => void
}) {
  const [form, setForm] = useState<string>(query.form ?? '')
  const [job, setJob] = useState(query.job ?? '')
  const [status, setStatus] = useState<string>(query.status ?? '')
  const [from, setFrom] = useState(dayOf(query.from))
  const [to, setTo] = useState(dayOf(query.to, true))
  const [text, setText] = useState(query.text ?? '')
  const [assignee, setAssignee] = useState(query.assignee ?? '')
  const [problem, setProblem] = useState<string>()
  const jobs = setup.forms.includes('application') && (form === '' || form === 'application') ? setup.jobs : []

  const apply = (e: FormEvent) => {
    e.preventDefault()
    const start = dayStart(from)
    const end = dayStart(to, 1)
    if (start !== undefined && end !== undefined && end <= start)
      return setProblem('The “Received until” day is before the “Received from” day: change one of them.')
    setProblem(undefined)
    onApply({
      folder: query.folder,
      form: form as InboxQuery['form'],
      job: jobs.some((j) => j.job === job) ? job : '',
      status: status as InboxQuery['status'],
      from: start,
      to: end,
      text: text.trim(),
      assignee,
    })
  }
  const clear = () => {
    setForm('')
    setJob('')
    setStatus('')
    setFrom('')
    setTo('')
    setText('')
    setAssignee('')
    setProblem(undefined)
    onApply({ folder: query.folder })
  }

  return (
    <form className="inbox-filters" role="search" aria-label="Filter the submissions" onSubmit={apply}>
      {setup.forms.length > 1 && (
        <label>
          Form
          <select value={form} onChange={(e) => setForm(e.target.value)}>
            <option value="">All forms</option>
            {setup.forms.map((f) => (
              <option key={f} value={f}>
                {FORM_WORDS[f]}s
              </option>
            ))}
          </select>
        </label>
      )}
      {jobs.length > 0 && (
        <label>
          Job
          <select value={job} onChange={(e) => setJob(e.target.value)}>
            <option value="">All jobs</option>
            {jobs.map((j) => (
              <option key={j.job} value={j.job}>
                {j.jobTitle || j.job}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        Status
        <select value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">Any status</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_WORDS[s]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Assigned to
        <select value={assignee} onChange={(e) => setAssignee(e.target.value)}>
          <option value="">Anyone or nobody</option>
          {setup.people.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <DateFilter label="Received from" value={from} onChange={setFrom} invalid={Boolean(problem)} />
      <DateFilter label="Received until" value={to} onChange={setTo} invalid={Boolean(problem)} />
      <label>
        Words (name, e-mail, message)
        <input type="search" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
      </label>
      <p className="inbox-filters__actions">
        <button type="submit" className="primary">
          Show
        </button>{' '}
        <button type="button" onClick={clear}>
          Clear filters
        </button>
      </p>
      {problem && (
        <p id="inbox-filter-problem" className="inbox__problem">
          {problem}
        </p>
      )}
    </form>
  )
}

/** One end of the date range; both point at the range's one problem. */
function DateFilter(props: { label: string; value: string; onChange: (value: string) => void; invalid: boolean }) {
  return (
    <label>
      {props.label}
      <input
        type="date"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.invalid ? 'inbox-filter-problem' : undefined}
      />
    </label>
  )
}
