import { createInterface } from 'node:readline'

/** Asks for one answer after another; undefined when the input ended or the person cancelled (Ctrl+C). */
export interface PasswordPrompt {
  ask(question: string): Promise<string | undefined>
  close(): void
}

/** A terminal's input can stop echoing what is typed. */
interface RawInput extends NodeJS.ReadableStream {
  setRawMode(raw: boolean): unknown
  isRaw?: boolean
}

/**
 * Reads passwords from standard input: at a terminal (`isTTY`), keys are read one by one and nothing typed is shown;
 * from piped input, one line per answer. Never from the command line, where other people on the computer can see it.
 */
export function passwordPrompt(
  stdin: NodeJS.ReadableStream,
  stdout: NodeJS.WritableStream,
  isTTY: boolean,
): PasswordPrompt {
  if (isTTY && typeof (stdin as Partial<RawInput>).setRawMode === 'function')
    return hiddenPrompt(stdin as RawInput, stdout)
  const lines = createInterface({ input: stdin, crlfDelay: Infinity })
  const next = lines[Symbol.asyncIterator]()
  return {
    async ask(question) {
      stdout.write(question)
      const line = await next.next()
      stdout.write('\n')
      return line.done ? undefined : line.value
    },
    close: () => lines.close(),
  }
}

/** Keys read one by one without echo; keys typed ahead of the next question are kept for it. */
function hiddenPrompt(stdin: RawInput, stdout: NodeJS.WritableStream): PasswordPrompt {
  let ahead = ''
  const ask = (question: string) =>
    new Promise<string | undefined>((resolvePromise) => {
      stdout.write(question)
      const wasRaw = stdin.isRaw ?? false
      let typed: string[] = []
      let escape = false
      const finish = (answer: string | undefined, rest: string) => {
        stdin.off('data', onData)
        stdin.setRawMode(wasRaw)
        stdin.pause()
        stdout.write('\n')
        ahead = rest
        resolvePromise(answer)
      }
      const onData = (chunk: string | Buffer) => {
        const keys = [...String(chunk)]
        for (const [i, key] of keys.entries()) {
          const rest = () => keys.slice(i + 1).join('')
          if (escape) {
            // The rest of an arrow or function key's sequence (ESC [ … letter): not part of the password.
            if (key >= '@' && key <= '~' && key !== '[') escape = false
          } else if (key === '\r' || key === '\n') return finish(typed.join(''), rest())
          else if (key === '\u0003' || (key === '\u0004' && !typed.length)) return finish(undefined, '')
          else if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1)
          else if (key === '\u001b') escape = true
          else if (key >= ' ') typed.push(key)
        }
      }
      stdin.setRawMode(true)
      stdin.setEncoding('utf8')
      stdin.on('data', onData)
      stdin.resume()
      if (ahead) onData(ahead)
    })
  return { ask, close: () => stdin.pause() }
}
