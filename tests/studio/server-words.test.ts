// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inbox } from '../../src/studio/client/inbox-client.ts'
import { studio } from '../../src/studio/client/studio-client.ts'

afterEach(() => vi.unstubAllGlobals())

describe("the studio's requests when its server is not there", () => {
  it('say so in words, never the browser’s "Failed to fetch" or a JSON parse error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(studio.save('pages/about.yaml', {}, 'h')).rejects.toThrow(
      'The studio’s server cannot be reached: check that it is running and the connection, then try again.',
    )
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Internal Server Error', { status: 500 })))
    await expect(studio.files()).rejects.toThrow(
      'The studio’s server did not answer as expected (error 500): try again.',
    )
    await expect(inbox.list({ folder: 'inbox' })).rejects.toThrow(
      'The studio’s server did not answer as expected (error 500): try again.',
    )
  })
})
