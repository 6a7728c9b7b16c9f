import { act, render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BuildStatus } from '../../src/studio/client/BuildStatus.tsx'
import { PublishPanel } from '../../src/studio/client/PublishPanel.tsx'
import { SiteView } from '../../src/studio/client/SiteView.tsx'
import { useWatchedBuild } from '../../src/studio/client/use-watched-build.ts'
import { FakeSiteBuilds } from '../helpers/fake-site-builds.ts'
import { homeChanged } from '../helpers/studio-changes.ts'

// The studio's side of "is it live?", against an in-memory SiteBuilds behind a stubbed fetch: the publish panel's
// build in each state, its polling (and none without a server that builds), and the Site view.

const PUBLIC = 'https://www.cedarridge-tech.example'
const labelOf = (file: string) => (file === 'pages/index.yaml' ? 'Home' : file)

/** fetch answering the studio's requests: the builds from `builds`, a publish with `published`, the rest empty. */
function stubApi(builds: FakeSiteBuilds | undefined, published: object = { kind: 'published', arrived: [] }) {
  const asked: string[] = []
  const posted: [string, unknown][] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const name = url.replace('/_studio/api/', '')
      const route = name.split('?')[0]!
      asked.push(name)
      if (init?.method === 'POST') posted.push([route, JSON.parse(String(init.body))])
      const id = new URLSearchParams(name.split('?')[1] ?? '').get('id') ?? ''
      const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
      if (route === 'changes') return answer(homeChanged({ name: 'Sam Publisher', email: 'sam@cedarridge.example' }))
      if (route === 'publish') {
        const build = builds?.request({ kind: 'publish', who: 'Sam Publisher', what: 'Home' })
        return answer({ ...published, ...(build ? { build: { id: build.id } } : {}) })
      }
      if (route === 'proposals') return answer({ proposals: [], canPublish: true })
      if (!builds) return answer({ message: `No studio request ${route}.` }, 404)
      if (route === 'build') return builds.get(id) ? answer(builds.get(id)) : answer({ message: 'Gone.' }, 404)
      if (route === 'builds')
        return answer({ publicUrl: builds.publicUrl, timeZone: 'Europe/Berlin', builds: builds.list() })
      if (route === 'scheduled') return answer({ scheduled: builds.scheduled(), timeZone: 'Europe/Berlin' })
      if (route === 'retry-build') {
        const body = JSON.parse(String(init!.body)) as { id: string }
        return answer({ build: { id: builds.retry(body.id, 'Sam Publisher').id } })
      }
      return answer({ message: `No studio request ${route}.` }, 404)
    }),
  )
  return { asked, posted }
}

/** The publish panel as the studio shows it: with the build of its latest publish followed every `every` ms. */
function Panel({ every = 5 }: { every?: number }) {
  const watched = useWatchedBuild(every)
  return (
    <PublishPanel
      say={() => undefined}
      labelOf={labelOf}
      onFilesChanged={() => undefined}
      watched={watched}
      onBuild={watched.watch}
    />
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.head.querySelector('meta[name="studio-user"]')?.remove()
})

describe('the build of a publish, in the publish panel', () => {
  it('goes from Queued to Building with its step and count to Live with links to the changed pages', async () => {
    const builds = new FakeSiteBuilds(PUBLIC)
    stubApi(builds)
    render(<Panel />)
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Published: the public site shows it once its build is live.')).toBeTruthy()
    const status = () => screen.getByRole('region', { name: 'On the public site' })
    expect(await within(status()).findByText('Queued')).toBeTruthy()
    const { id } = builds.latest()
    act(() => builds.progress(id, 'Rendering pages', 1200, 11700))
    expect(await within(status()).findByText('Building… Rendering pages (1,200 of 11,700)')).toBeTruthy()
    act(() => builds.live(id, [`${PUBLIC}/`, `${PUBLIC}/insights/how-we-hire`], 14))
    expect(await within(status()).findByText('Live')).toBeTruthy()
    const links = within(status()).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['/ (opens the public site in a new tab)', `${PUBLIC}/`, '_blank'],
      ['/insights/how-we-hire (opens the public site in a new tab)', `${PUBLIC}/insights/how-we-hire`, '_blank'],
    ])
    expect(within(status()).getByText('14 pages changed:')).toBeTruthy()
    expect(within(status()).getByText('and 12 more')).toBeTruthy()
  })

  it('keeps the words it had, and asks for no build, without a server that builds the site', async () => {
    const { asked } = stubApi(undefined)
    render(<PublishPanel say={() => undefined} labelOf={labelOf} onFilesChanged={() => undefined} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Published: the site will show it after its next build.')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'On the public site' })).toBeNull()
    expect(asked.filter((name) => name.startsWith('build'))).toEqual([])
  })
})

describe('following one build', () => {
  it('asks every second while it is queued or building, and no more once it is live', async () => {
    vi.useFakeTimers()
    const builds = new FakeSiteBuilds(PUBLIC)
    const { asked } = stubApi(builds)
    const { id } = builds.request({ kind: 'publish' })
    const hook = renderHook(() => useWatchedBuild(1000))
    const asks = () => asked.filter((name) => name.startsWith('build?')).length
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
    expect(asks()).toBe(0)
    act(() => hook.result.current.watch(id))
    await wait(0)
    expect([asks(), hook.result.current.build?.state]).toEqual([1, 'queued'])
    await wait(1000)
    expect(asks()).toBe(2)
    builds.progress(id, 'Rendering pages')
    await wait(1000)
    expect([asks(), hook.result.current.build?.state]).toEqual([3, 'building'])
    builds.live(id, [])
    await wait(1000)
    expect([asks(), hook.result.current.build?.state]).toEqual([4, 'live'])
    await wait(60_000)
    expect(asks()).toBe(4)
  })
})

describe('a failed build', () => {
  const failed = () => {
    const builds = new FakeSiteBuilds(PUBLIC)
    const { id } = builds.request({ kind: 'publish' })
    builds.fail(id, [
      { file: 'pages/index.yaml', line: 7, column: 5, path: 'sections[0].heading', message: 'The heading is empty.' },
      { file: 'src/sections/Hero.tsx', line: 3, message: 'A developer’s file has an error: ask a developer.' },
      { message: 'The disk is full: free some space, then Retry.' },
    ])
    return builds.latest()
  }

  it('says Failed with each problem at its file, a content file opening in the studio at its field', () => {
    render(<BuildStatus build={failed()} publisher labelOf={labelOf} onRetry={async () => undefined} />)
    expect(screen.getByText('Failed')).toBeTruthy()
    expect(screen.getByText(/still shows the last good version/)).toBeTruthy()
    const link = screen.getByRole('link', { name: /^Home/ })
    expect(link.getAttribute('href')).toBe('/_studio?file=pages%2Findex.yaml&field=sections%5B0%5D.heading')
    expect(link.closest('li')!.textContent).toBe('Home (opens in a new tab): The heading is empty.')
    expect(screen.getByText('src/sections/Hero.tsx:3').tagName).toBe('CODE')
    expect(screen.getByText('The disk is full: free some space, then Retry.')).toBeTruthy()
  })

  it('offers Retry to a publisher, not to an editor', async () => {
    const build = failed()
    const onRetry = vi.fn(async () => undefined)
    const { unmount } = render(<BuildStatus build={build} publisher labelOf={labelOf} onRetry={onRetry} />)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledWith(build.id)
    unmount()
    render(<BuildStatus build={build} publisher={false} labelOf={labelOf} onRetry={onRetry} />)
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(screen.getByText(/A publisher can build it again/)).toBeTruthy()
  })
})

describe('the Site view', () => {
  it('lists the builds (who, what, when, how long, what changed) and the schedule in the site’s time zone', async () => {
    // This year's moments are written without their year, the next year's with it.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T10:00:00Z') })
    let now = new Date('2026-11-30T10:00:00Z')
    const builds = new FakeSiteBuilds(PUBLIC, () => now)
    const first = builds.request({ kind: 'publish', who: 'Dana Editor', what: 'Home' })
    builds.progress(first.id, 'Rendering pages')
    now = new Date('2026-11-30T10:01:05Z')
    builds.live(first.id, [`${PUBLIC}/`])
    const second = builds.request({ kind: 'schedule', what: '‘How We Hire in 2026’ went live' })
    builds.fail(second.id, [{ file: 'pages/index.yaml', message: 'The heading is empty.' }])
    builds.schedule = [
      {
        file: 'pages/_collections/articles/x.yaml',
        title: 'Winter hiring',
        kind: 'publish',
        at: '2026-12-01T08:00:00Z',
      },
      {
        file: 'pages/_collections/jobs/y.yaml',
        title: 'DevOps Engineer',
        kind: 'close',
        at: '2026-12-02T22:59:00Z',
        url: `${PUBLIC}/careers/jobs/devops`,
      },
      { file: 'pages/_collections/jobs/z.yaml', title: 'UX/UI Designer', kind: 'close', at: '2027-02-26T23:00:00Z' },
    ]
    const { posted } = stubApi(builds)
    const onRetried = vi.fn()
    render(<SiteView publisher labelOf={labelOf} say={() => undefined} onRetried={onRetried} every={5} />)
    const list = await screen.findByRole('list', { name: 'Recent builds, newest first' })
    const [failedItem, liveItem] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list)
    expect(liveItem!.textContent).toContain('Live · Dana Editor published Home')
    expect(liveItem!.textContent).toContain('took 1 min 5 s')
    expect(within(liveItem!).getByRole('link').getAttribute('href')).toBe(`${PUBLIC}/`)
    expect(failedItem!.textContent).toContain('Failed · Scheduled: ‘How We Hire in 2026’ went live')
    const scheduled = screen.getByRole('list', { name: 'Scheduled changes, soonest first' })
    expect(
      within(scheduled)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Goes live Tue 1 Dec, 09:00: Winter hiring',
      'Closes Wed 2 Dec, 23:59: DevOps Engineer (opens in a new tab)',
      'Closes Sat 27 Feb 2027, 00:00: UX/UI Designer',
    ])

    await userEvent.click(within(failedItem!).getByRole('button', { name: 'Retry' }))
    expect(posted).toEqual([['retry-build', { id: second.id }]])
    expect(onRetried).toHaveBeenCalledWith(builds.latest().id)
    // The new build is followed in the list until it ends.
    const retried = builds.latest()
    expect(await within(list).findByText('Queued')).toBeTruthy()
    act(() => builds.live(retried.id, []))
    await vi.waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]!.textContent).toMatch(
        /^Live · Sam Publisher built the site again/,
      ),
    )
    // A build someone else started meanwhile is listed when the window is back in front.
    builds.request({ kind: 'pull', what: '2 files' })
    act(() => void window.dispatchEvent(new Event('focus')))
    await vi.waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]!.textContent).toMatch(
        /^Queued · Changes arrived from the shared repository: 2 files/,
      ),
    )
  })
})
