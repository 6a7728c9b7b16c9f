/** A request the studio refuses: its HTTP status, a message for the editor, and data sent along (a conflict's text). */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: object = {},
  ) {
    super(message)
  }
}
