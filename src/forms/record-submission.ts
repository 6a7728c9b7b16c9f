/**
 * The local "submit" of every form (`delivery: local`, the default): nothing is sent anywhere (spec §7), the values
 * are only written to the browser console.
 */
export function recordSubmission(form: string, values: Record<string, unknown>): void {
  console.log(`[${form}] submitted`, values)
}
