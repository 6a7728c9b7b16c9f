import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeSiteBuilds } from '../../helpers/fake-site-builds.ts'
import { PASSWORD, teamFixture } from './team-fixture.ts'

// Recruiters and sales edit as editors do (they propose, never publish); an admin publishes as a publisher does.
let fixture: Awaited<ReturnType<typeof teamFixture>>
const builds = new FakeSiteBuilds('https://www.example.com')
beforeAll(async () => {
  fixture = await teamFixture({ builds })
  fixture.users.add({ name: 'rita', email: 'rita@cedarridge.example', role: 'recruiter' }, PASSWORD)
  fixture.users.add({ name: 'sam', email: 'sam@cedarridge.example', role: 'sales' }, PASSWORD)
  fixture.users.add({ name: 'ada', email: 'ada@cedarridge.example', role: 'admin' }, PASSWORD)
})
afterAll(() => fixture?.close())

async function signIn(name: string) {
  const answer = await fixture.login(name, PASSWORD)
  const session = `studio_session=${answer.cookies.studio_session}`
  const page = await fixture.call('GET', '/_studio', { Cookie: session })
  return { session, token: /name="studio-token" content="([^"]+)"/.exec(page.body)![1]! }
}

describe('the roles beside editor and publisher', () => {
  it('lets an admin do what a publisher does, and recruiters and sales what an editor does', async () => {
    const { id } = builds.request({ kind: 'pull' })
    builds.fail(id, [{ message: 'The build stopped.' }])
    const rights: Record<string, [number, number]> = {}
    for (const name of ['dana', 'rita', 'sam', 'pat', 'ada']) {
      const who = await signIn(name)
      const retry = await fixture.call(
        'POST',
        '/_studio/api/retry-build',
        {
          Cookie: who.session,
          'Content-Type': 'application/json',
          Origin: fixture.origin,
          'x-studio-token': who.token,
        },
        JSON.stringify({ id }),
      )
      const activity = await fixture.call('GET', '/_studio/api/activity', { Cookie: who.session })
      rights[name] = [retry.status, activity.status]
    }
    expect(rights).toEqual({
      dana: [403, 403],
      rita: [403, 403],
      sam: [403, 403],
      pat: [200, 200],
      ada: [200, 200],
    })
    expect(builds.requests.filter((r) => r.kind === 'retry')).toEqual([
      { kind: 'retry', who: 'pat' },
      { kind: 'retry', who: 'ada' },
    ])
  })
})
