/** A submission's id in the inbox (the notification mail's /_studio?inbox=ID). */
const INBOX_ID = /^[A-Za-z0-9-]{1,64}$/
/** A content file as the studio's own links name it (pages/about.yaml, pages/careers/apply/[jobId].es.yaml). */
const FILE = /^pages\/(?:[\w\-[\]]+(?:\.[\w-]+)*\/)*[\w\-[\]]+(?:\.[\w-]+)*\.yaml$/
/** A field's place in it (sections[0].heading). */
const FIELD = /^[\w[\].-]{1,300}$/

/**
 * What an address into the studio asks it to show once signed in, as the query to carry through the sign-in page
 * ("?file=pages%2Fabout.yaml&field=title", "?inbox=ID", or ""): a submission, or a file and a field in it. Anything
 * else the address holds is dropped, so no sign-in can lead anywhere but into the studio.
 */
export function askedView(params: URLSearchParams): string {
  const out = new URLSearchParams()
  const inbox = params.get('inbox') ?? ''
  if (INBOX_ID.test(inbox)) out.set('inbox', inbox)
  const file = params.get('file') ?? ''
  if (file.length <= 300 && FILE.test(file)) {
    out.set('file', file)
    const field = params.get('field') ?? ''
    if (FIELD.test(field)) out.set('field', field)
  }
  const query = out.toString()
  return query ? `?${query}` : ''
}
