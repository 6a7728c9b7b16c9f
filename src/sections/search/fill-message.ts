/** A content message with its `{query}` and `{count}` filled in. */
export function fillMessage(template: string, values: { query: string; count?: number }): string {
  return template.replaceAll('{query}', values.query).replaceAll('{count}', String(values.count ?? ''))
}
