/**
 * Freezes a value and every object inside it, so a shared value cannot be changed by one of those sharing it (in a
 * module, an assignment to it throws). Returns the value.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  return value
}
