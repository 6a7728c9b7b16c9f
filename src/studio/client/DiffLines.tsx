import type { DiffLine } from './text-diff.ts'

const SIGN = { same: ' ', removed: '−', added: '+' } as const

/** A file's changed lines (from textDiff): "− 16: old", "+ 16: new", with "…" where unchanged lines are left out. */
export function DiffLines({ lines, label }: { lines: DiffLine[]; label: string }) {
  return (
    <pre className="diff" aria-label={label}>
      {lines.map((l, i) => (
        <span key={i} className={`diff__${l.kind}`}>
          {l.kind === 'same' && l.text === '…' ? '…' : `${SIGN[l.kind]} ${l.line}: ${l.text}`}
          {'\n'}
        </span>
      ))}
    </pre>
  )
}
