import { afterEach, describe, expect, it } from 'vitest'
import { FakeSiteBuilds } from '../../helpers/fake-site-builds.ts'
import { PASSWORD, teamFixture } from './team-fixture.ts'

// The team server given the server that builds the site: its page says so, its builds are for those signed in, and
// Retry is a write like any other (the session's token, the studio's Origin).
let fixture: Awaited<ReturnType<typeof teamFixture>> | undefined
afterEach(async () => {
  await fixture?.close()
  fixture = undefined
})

async function signIn(name: string) {
  const answer = await fixture!.login(name, PASSWORD)
  const session = `studio_session=${answer.cookies.studio_session}`
  const page = await fixture!.call('GET', '/_studio', { Cookie: session })
  const token = /name="studio-token" content="([^"]+)"/.exec(page.body)![1]!
  return { session, token, page: page.body }
}

describe('the team studio inside the server that builds the site', () => {
  it('names the public site on its page, and serves the builds to people signed in only', async () => {
    const builds = new FakeSiteBuilds('https://www.example.com/a"b<c>$&')
    fixture = await teamFixture({ builds })
    const { id } = builds.request({ kind: 'pull' })
    builds.fail(id, [{ message: 'The build stopped.' }])
    expect((await fixture.call('GET', '/_studio/api/builds')).status).toBe(401)
    const dana = await signIn('dana')
    expect(dana.page).toContain(
      '<meta name="studio-live" content="https://www.example.com/a&#34;b&#60;c&#62;&#36;&#38;" />',
    )
    const listed = await fixture.call('GET', '/_studio/api/builds', { Cookie: dana.session })
    expect(listed.status).toBe(200)
    expect(JSON.parse(listed.body).builds[0]).toMatchObject({ id, state: 'failed' })

    const retry = (who: { session: string; token: string }, headers: Record<string, string> = {}) =>
      fixture!.call(
        'POST',
        '/_studio/api/retry-build',
        { Cookie: who.session, 'Content-Type': 'application/json', Origin: fixture!.origin, ...headers },
        JSON.stringify({ id }),
      )
    expect((await retry(dana)).status).toBe(403)
    const pat = await signIn('pat')
    expect((await retry(pat)).status).toBe(403)
    expect((await retry(pat, { 'x-studio-token': pat.token, Origin: 'https://evil.example' })).status).toBe(403)
    expect(builds.requests).toEqual([{ kind: 'pull' }])
    const done = await retry(pat, { 'x-studio-token': pat.token })
    expect(done.status).toBe(200)
    expect(builds.requests.at(-1)).toEqual({ kind: 'retry', who: 'pat' })
    const refused = await retry(dana, { 'x-studio-token': dana.token })
    expect(JSON.parse(refused.body).message).toBe('Only a publisher builds the site again: ask one to press Retry.')
  })

  it('says nothing of builds without that server', async () => {
    fixture = await teamFixture()
    const dana = await signIn('dana')
    expect(dana.page).not.toContain('studio-live')
    expect((await fixture.call('GET', '/_studio/api/builds', { Cookie: dana.session })).status).toBe(404)
  })
})
