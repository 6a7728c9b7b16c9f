const SHOWN: Record<string, string> = { '\t': '→' }
const ODD_SPACES = /[\t\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]/g

/**
 * Tabs become → and space-like characters YAML does not count as spaces (non-breaking, zero-width, …) become ⍽,
 * one character for one, so columns stay where they were: `codeFrame(visibleWhitespace(source), line, col)`.
 */
export function visibleWhitespace(text: string): string {
  return text.replace(ODD_SPACES, (c) => SHOWN[c] ?? '⍽')
}
