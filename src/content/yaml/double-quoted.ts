/** `text` as a YAML double-quoted value: backslashes and double quotes escaped. */
export function doubleQuoted(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}
