import { en } from './words/en.ts'
import type { InboxWords } from './words/words.ts'

/** A file as it came in a multipart body. */
export interface Upload {
  /** The name the visitor's computer gave it. */
  name: string
  type: string
  bytes: Uint8Array<ArrayBuffer>
}

/** What a form sent: its text fields (the first value of each name) and its files, by field name. */
export interface Sent {
  fields: Map<string, string>
  files: Map<string, Upload>
}

/**
 * A body that cannot be read as a form: `status` is 400 (broken) or 415 (a type no form sends); `reason` names its
 * message in the inbox's words (the message is the English one).
 */
export class Unreadable extends Error {
  constructor(
    readonly status: 400 | 415,
    readonly reason: keyof InboxWords['unreadable'],
  ) {
    super(en.unreadable[reason])
  }
}

/**
 * Reads a form's body as the forms send it: JSON (an object of texts: the forms with JavaScript), urlencoded (a
 * native post) or multipart (with a file; multipart is parsed by Node's own fetch implementation). Only the first
 * value of a repeated name counts.
 */
export async function parseSubmission(contentType: string | undefined, body: Buffer<ArrayBuffer>): Promise<Sent> {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  const sent: Sent = { fields: new Map(), files: new Map() }
  const text = (name: string, value: string) => {
    if (!sent.fields.has(name) && !sent.files.has(name)) sent.fields.set(name, value)
  }
  if (type === 'application/json') {
    let data: unknown
    try {
      data = JSON.parse(body.toString('utf8'))
    } catch {
      throw new Unreadable(400, 'json')
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Unreadable(400, 'object')
    for (const [name, value] of Object.entries(data))
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        text(name, String(value))
    return sent
  }
  if (type === 'application/x-www-form-urlencoded') {
    for (const [name, value] of new URLSearchParams(body.toString('utf8'))) text(name, value)
    return sent
  }
  if (type === 'multipart/form-data') {
    let data: FormData
    try {
      data = await new Response(body, { headers: { 'Content-Type': contentType! } }).formData()
    } catch {
      throw new Unreadable(400, 'multipart')
    }
    for (const [name, value] of data) {
      if (typeof value === 'string') text(name, value)
      else if (!sent.fields.has(name) && !sent.files.has(name))
        sent.files.set(name, { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) })
    }
    return sent
  }
  throw new Unreadable(415, 'type')
}
