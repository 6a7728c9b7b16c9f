/**
 * Accessibility in the browser (axe on every route at both widths: every-route.e2e.test.ts): axe with the mobile
 * menu open, and the keyboard: skip link, menu toggle, FAQ accordion, visible focus on every interactive
 * element of the home page, form errors tied to their fields.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  formatViolations,
  sharedBrowser,
  MOBILE,
  newPage,
  open,
  pageData,
  routes,
  runAxe,
  sectionOf,
} from './helpers.ts'

const browser = sharedBrowser()

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      text: (el?.textContent ?? '').trim(),
      cls: el?.getAttribute('class') ?? '',
    }
  })

describe('axe: beyond every route at both widths (every-route.e2e.test.ts)', () => {
  test('/ at 375 px with the menu open', async ({ expect }) => {
    const page = await newPage(browser(), { viewport: MOBILE })
    await open(page, '/')
    await page.locator('.site-header__toggle').click()
    await page.locator('.site-header__menu[data-open="true"]').waitFor()
    const violations = await runAxe(page)
    expect(violations, `axe violations with the menu open:\n${formatViolations(violations)}`).toEqual([])
    await page.context().close()
  })
})

describe('keyboard', () => {
  test('the skip link is the first tab stop, shows itself and moves focus to the main content', async () => {
    for (const path of ['/', routes().find((r) => r.startsWith('/insights/'))!]) {
      const page = await newPage(browser())
      await open(page, path)
      await page.keyboard.press('Tab')
      const first = await focused(page)
      expect(first, path).toMatchObject({ tag: 'a', text: 'Skip to main content' })
      const link = page.locator('a:focus')
      expect(await link.getAttribute('href')).toBe('#main')
      // On screen within moments of the focus: once, on a busy machine (clean-clone CI, three files at a time), the
      // first measure of an article's link came before it showed.
      const onScreen = async () => {
        const box = await link.boundingBox()
        return Boolean(box && box.y >= 0 && box.height > 0)
      }
      await expect.poll(onScreen, { message: `${path}: skip link off screen when focused`, timeout: 5000 }).toBe(true)
      await page.keyboard.press('Enter')
      await expect.poll(async () => (await focused(page)).id).toBe('main')
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
        `${path}: Tab after the skip link leaves main`,
      ).toBe(true)
      await page.context().close()
    }
  })

  test('the menu toggle (375 px) opens and closes with Enter and Space and exposes aria-expanded', async () => {
    const page = await newPage(browser(), { viewport: MOBILE })
    await open(page, '/')
    const toggle = page.locator('.site-header__toggle')
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    // Reached by Tab from the top of the page.
    for (let i = 0; i < 5 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await menu.isVisible()).toBe(false)

    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await menu.isVisible()).toBe(true)
    await page.keyboard.press('Space')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await menu.isVisible()).toBe(false)

    await page.keyboard.press('Space')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab') // into the open menu
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.site-header__menu')))).toBe(true)
    await page.keyboard.press('Escape')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  test('FAQ entries open and close with Enter and Space and expose aria-expanded', async () => {
    const path = routes().find((r) => pageData(r).sections.some((s) => s.type === 'faq'))!
    const { items } = sectionOf(path, 'faq')
    expect(items.length).toBeGreaterThan(0)
    const page = await newPage(browser())
    await open(page, path)
    for (const item of items) {
      const button = page.getByRole('button', { name: item.question, exact: true })
      const answer = page.locator(`#${await button.getAttribute('aria-controls')}`)
      await button.focus()
      expect(await button.getAttribute('aria-expanded')).toBe('false')
      expect(await answer.isVisible()).toBe(false)
      await page.keyboard.press('Enter')
      expect(await button.getAttribute('aria-expanded'), item.question).toBe('true')
      expect(await answer.isVisible()).toBe(true)
      expect(await answer.innerText()).toContain(item.answer)
      await page.keyboard.press('Space')
      expect(await button.getAttribute('aria-expanded'), item.question).toBe('false')
      expect(await answer.isVisible()).toBe(false)
      await page.keyboard.press('Space')
      expect(await button.getAttribute('aria-expanded'), item.question).toBe('true')
    }
  })

  test('every interactive element of the home page is reached by Tab and shows a visible focus indicator', async () => {
    // Reduced motion makes the flip cards turn at once, so what is focused can be hit-tested straight away.
    const page = await newPage(browser(), { reducedMotion: 'reduce' })
    await open(page, '/')
    const interactive = await page.evaluate(() => {
      const all = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, summary, iframe, [tabindex]',
        ),
      ]
      const shown = all.filter(
        (el) =>
          el.tabIndex >= 0 &&
          !el.hasAttribute('disabled') &&
          el.checkVisibility({ visibilityProperty: true }) &&
          el.getClientRects().length > 0,
      )
      ;(window as unknown as { __interactive: HTMLElement[] }).__interactive = shown
      return shown.length
    })
    expect(interactive).toBeGreaterThan(20)

    const seen: number[] = []
    const problems: string[] = []
    for (let i = 0; i < interactive + 10; i++) {
      await page.keyboard.press('Tab')
      const step = await page.evaluate(async () => {
        // Reduced motion shortens transitions to 0.01 ms, but they still start from the old value: let them end.
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
        await frame()
        for (let f = 0; f < 30 && document.getAnimations().some((a) => a.playState === 'running'); f++) await frame()
        const list = (window as unknown as { __interactive: HTMLElement[] }).__interactive
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return { done: true as const }
        const s = getComputedStyle(el)
        const r = el.getBoundingClientRect()
        const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1)
        const y = Math.min(Math.max(r.top + Math.min(r.height / 2, 12), 0), innerHeight - 1)
        const hit = document.elementFromPoint(x, y)
        const alpha = (color: string) => /rgba\([^)]*,\s*([\d.]+)\)$/.exec(color)?.[1] ?? '1'
        return {
          done: false as const,
          index: list.indexOf(el),
          name: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent || el.getAttribute('aria-label') || (el as HTMLInputElement).name || '').trim().slice(0, 40)}"`,
          focusVisible: el.matches(':focus-visible'),
          outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 && Number(alpha(s.outlineColor)) > 0.5,
          shadow: s.boxShadow,
          onScreen: r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth,
          uncovered: Boolean(hit && (el.contains(hit) || hit.contains(el))),
          cover: hit
            ? `${hit.tagName.toLowerCase()}.${hit.getAttribute('class') ?? ''} "${(hit.textContent ?? '').trim().slice(0, 30)}"`
            : 'nothing',
        }
      })
      if (step.done) break
      if (seen.includes(step.index)) break
      seen.push(step.index)
      if (step.index < 0) problems.push(`${step.name}: focusable but not counted as interactive (hidden?)`)
      if (!step.focusVisible) problems.push(`${step.name}: not :focus-visible after Tab`)
      if (!step.onScreen) problems.push(`${step.name}: focused off screen`)
      else if (!step.uncovered) problems.push(`${step.name}: focused but covered by ${step.cover}`)
      if (!step.outline) {
        // No outline: a box-shadow that only the focus adds counts too.
        const unfocused = await page.evaluate(async (index) => {
          const el = (window as unknown as { __interactive: HTMLElement[] }).__interactive[index]!
          el.blur()
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
          const shadow = getComputedStyle(el).boxShadow
          el.focus({ focusVisible: true } as FocusOptions)
          return shadow
        }, step.index)
        if (step.shadow === 'none' || step.shadow === unfocused)
          problems.push(`${step.name}: no visible focus indicator (no outline, no focus box-shadow)`)
      }
    }
    const missed = await page.evaluate(
      (seenIndexes) =>
        (window as unknown as { __interactive: HTMLElement[] }).__interactive
          .map((el, i) =>
            seenIndexes.includes(i)
              ? ''
              : `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
          )
          .filter(Boolean),
      seen,
    )
    expect(problems, problems.join('\n')).toEqual([])
    expect(missed, `never reached by Tab:\n${missed.join('\n')}`).toEqual([])
  })

  test('form errors are tied to their fields', async () => {
    const page = await newPage(browser())
    await open(page, '/')
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: sectionOf('/', 'contactForm').submitLabel }) })
    for (const label of ['Name', 'Email', 'Message']) {
      const field = form.getByLabel(label)
      expect(await field.getAttribute('aria-invalid'), label).toBeNull()
      await field.focus()
      await field.blur()
      expect(await field.getAttribute('aria-invalid'), label).toBe('true')
      const described = await field.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      )
      expect(described, label).toBe(`${label} is required`)
    }
  })
})
