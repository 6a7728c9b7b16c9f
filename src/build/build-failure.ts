import { relative } from 'node:path'

interface BundlerError {
  message: string
  plugin?: string
  frame?: string
  loc?: { file?: string; line: number; column: number }
}

/**
 * A build step that failed, with a message for people: the bundler's own messages (the content plugin's already
 * hold file:line:col and a code frame), or one line naming the step, and never a stack trace.
 */
export class BuildFailure extends Error {
  constructor(
    readonly step: string,
    override readonly cause: unknown,
  ) {
    super(describe(step, cause))
    this.name = 'BuildFailure'
  }
}

function describe(step: string, cause: unknown): string {
  const errors = (cause as { errors?: BundlerError[] } | undefined)?.errors
  if (Array.isArray(errors) && errors.length) {
    const text = errors.map((e) => [where(e) + e.message.trim(), e.frame?.trimEnd()].filter(Boolean).join('\n'))
    return `${text.join('\n\n')}\n\nbuild failed in the ${step}: fix the problem above; dist/ is unchanged`
  }
  const message = cause instanceof Error ? cause.message : String(cause)
  return `build failed in the ${step}: ${message.trim()} (dist/ is unchanged)`
}

/** file:line:col for a bundler error whose message does not already name its position. */
function where({ loc, message }: BundlerError): string {
  if (!loc?.file || message.includes(`:${loc.line}:${loc.column}`)) return ''
  return `${relative(process.cwd(), loc.file)}:${loc.line}:${loc.column}  `
}
