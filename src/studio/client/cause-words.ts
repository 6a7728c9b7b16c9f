import type { BuildCause } from './studio-client.ts'

/** "Dana published Home", "Scheduled: 'How We Hire in 2026' went live": why a build ran. */
export function causeWords(cause: Omit<BuildCause, 'at'>): string {
  const who = cause.who ?? 'Someone'
  const what = cause.what ? ` ${cause.what}` : ''
  switch (cause.kind) {
    case 'publish':
      return `${who} published${what || ' a change'}`
    case 'proposal-published':
      return `${who} published a proposal${what ? `:${what}` : ''}`
    case 'restore':
      return `${who} put back an earlier version${what ? ` of${what}` : ''}`
    case 'pull':
      return `Changes arrived from the shared repository${what ? `:${what}` : ''}`
    case 'webhook':
      return `The shared repository said it changed${what ? `:${what}` : ''}`
    case 'schedule':
      return `Scheduled:${what || ' a change whose time came'}`
    case 'start':
      return 'The site’s server started'
    case 'retry':
      return `${who} built the site again`
  }
}
