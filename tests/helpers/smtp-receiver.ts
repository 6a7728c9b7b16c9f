import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One mail as the receiver got it. */
export interface ReceivedMail {
  /** The envelope's sender and recipients. */
  from: string
  to: string[]
  /** The message as sent, headers and body; a quoted-printable body decoded (soft line breaks and escapes). */
  message: string
}

/** A one-part message with its quoted-printable body undone (a 7bit body is left as it is: `=16` is text there). */
function decoded(raw: string): string {
  const split = raw.indexOf('\r\n\r\n')
  const head = split === -1 ? raw : raw.slice(0, split)
  if (!/^Content-Transfer-Encoding: quoted-printable\r?$/im.test(head)) return raw
  // Escapes are bytes of UTF-8: undone as bytes, then read as text.
  const body = raw
    .slice(head.length)
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return head + Buffer.from(body, 'latin1').toString('utf8')
}

/** The mail's Subject header. */
export const subjectOf = (mail: ReceivedMail): string | undefined => /^Subject: (.*)$/m.exec(mail.message)?.[1]

/**
 * A local SMTP receiver (smtp-server) on `port` of 127.0.0.1 (0: a free one), without TLS or sign-in, keeping every
 * mail it gets in `received`; `url` is what INBOX_SMTP_URL takes.
 */
export async function smtpReceiver(
  port = 0,
): Promise<{ received: ReceivedMail[]; port: number; url: string; close: () => Promise<void> }> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // 127.0.0.1 needs no name; looking it up waits on a DNS server this machine may not reach.
    disableReverseLookup: true,
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          message: decoded(Buffer.concat(chunks).toString('utf8')),
        })
        done()
      })
    },
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  const bound = (server.server.address() as AddressInfo).port
  return {
    received,
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
