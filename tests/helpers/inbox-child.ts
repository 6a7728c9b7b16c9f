/**
 * The inbox alone in a process (tests/helpers/inbox-server.ts spawnInbox): INBOX_DIR its folder, INBOX_SMTP_URL its
 * mail server, X-Forwarded-For trusted (the load generator speaks for many addresses). Prints its address.
 */
import { serveInbox } from './inbox-server.ts'

const served = await serveInbox({
  dir: process.env.INBOX_DIR!,
  trustProxy: true,
  ...(process.env.INBOX_SMTP_URL ? { smtpUrl: process.env.INBOX_SMTP_URL } : {}),
  log: (line) => console.error(line),
})
console.log(`inbox listening on ${served.origin}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void served.close().finally(() => process.exit(0)))
