/**
 * An image address of this site inside a text: /media/ at the start of the text or after a character that cannot
 * be part of an address (a quote, a bracket, a space), so https://other.example/media/a.jpg is not one.
 */
const REF = /(?<![A-Za-z0-9_.~%/:@-])\/media\/[A-Za-z0-9_./-]+/g

/** The /media/… addresses written in `text` (a field's value, Markdown included), a sentence's final dot left out. */
export function imageRefs(text: string): string[] {
  if (!text.includes('/media/')) return []
  return [...text.matchAll(REF)].map((m) => m[0].replace(/\.+$/, ''))
}

/** `text` with every address imageRefs finds equal to `from` written `to`. */
export function replaceImageRef(text: string, from: string, to: string): string {
  if (!text.includes(from)) return text
  return text.replace(REF, (m) => {
    const dots = /\.*$/.exec(m)![0]
    return m.slice(0, m.length - dots.length) === from ? to + dots : m
  })
}
