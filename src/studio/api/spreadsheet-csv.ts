/** What a spreadsheet reads as the start of a formula (or, after a tab or return, may). */
const FORMULA = /^[=+\-@\t\r]/

/**
 * Rows as CSV a spreadsheet opens safely: every field quoted (a quote doubled), lines ended by CRLF, UTF-8 with a
 * byte order mark (Excel reads accents right then), and a field that starts like a formula (= + - @ tab or return)
 * led by an apostrophe, so it is shown as text and never run (CSV injection). `start: false` leaves out the byte
 * order mark, for the rows that follow the first piece of a CSV sent in pieces.
 */
export function spreadsheetCsv(rows: readonly (readonly string[])[], { start = true } = {}): string {
  const field = (value: string) => `"${(FORMULA.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`
  return (start ? '\uFEFF' : '') + rows.map((row) => row.map(field).join(',') + '\r\n').join('')
}
