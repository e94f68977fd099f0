import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, signInAsAdmin, test } from './fixtures'

/**
 * WCAG 2.2 (1.4.11 non-text contrast, 2.4.7 focus visible, decision D23): on the indigo (primary-coloured) bands,
 * the keyboard focus indicator must stand out from the band by at least 3:1. Measured in the browser, from the
 * computed styles: the indicator is the outermost of the focused element's outline and its solid box-shadow
 * rings (the ring utilities draw one ring in the band's colour as the offset, then the ring itself), and it is
 * compared with the band's own background colour. Every control the keyboard reaches in the band is checked.
 */

interface Indicator {
  /** The focused element, for the failure message. */
  name: string
  /** True while the element matches :focus-visible (keyboard focus). */
  focusVisible: boolean
  color: string | null
  /** How far the indicator reaches beyond the element's edge, in px. */
  reach: number
  background: string
  ratio: number
}

/** The focus indicator of the focused element against the background of `band` (resolved to sRGB via canvas). */
async function indicatorIn(band: Locator): Promise<Indicator> {
  return band.evaluate((bandElement) => {
    const rgba = (color: string): number[] => {
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 1
      const context = canvas.getContext('2d')!
      context.fillStyle = color
      context.fillRect(0, 0, 1, 1)
      return [...context.getImageData(0, 0, 1, 1).data]
    }
    const luminance = ([r, g, b]: number[]) => {
      const linear = (value: number) => {
        const v = value / 255
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
    }
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (light! + 0.05) / (dark! + 0.05)
    }
    const focused = document.activeElement as HTMLElement
    const style = getComputedStyle(focused)
    let color: string | null = null
    let reach = 0
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      color = style.outlineColor
      reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset)
    }
    // Solid rings: no offset, no blur, a spread; the outermost one is what meets the band.
    const shadows = style.boxShadow.matchAll(
      /(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px(?!\s*inset)/g,
    )
    for (const [, shadowColor, x, y, blur, spread] of shadows) {
      const solid = Number(x) === 0 && Number(y) === 0 && Number(blur) === 0 && rgba(shadowColor!)[3] === 255
      if (solid && Number(spread) > reach) {
        color = shadowColor!
        reach = Number(spread)
      }
    }
    const background = getComputedStyle(bandElement).backgroundColor
    return {
      name: `${focused.tagName.toLowerCase()} "${focused.textContent?.trim().slice(0, 40)}"`,
      focusVisible: focused.matches(':focus-visible'),
      color,
      reach,
      background,
      ratio: color ? Math.round(contrast(rgba(color), rgba(background)) * 100) / 100 : 0,
    }
  })
}

/** Tabs through every control in the band from its start, and checks each one's focus indicator. */
async function expectVisibleFocusThroughout(page: Page, band: Locator, start: Locator) {
  await expect(band).toHaveCSS('background-color', 'rgb(55, 48, 163)')
  // A click on text sets where sequential focus navigation starts; Tab then reaches the band's first control.
  await start.click()
  const checked: string[] = []
  for (;;) {
    await page.keyboard.press('Tab')
    const inside = await band.evaluate((element) => element.contains(document.activeElement))
    if (!inside) break
    // Waits out colour transitions: the indicator as it settles is what counts.
    await expect
      .poll(async () => {
        const indicator = await indicatorIn(band)
        return indicator.focusVisible && indicator.reach >= 2 && indicator.ratio >= 3 ? 'visible' : indicator
      })
      .toBe('visible')
    checked.push((await indicatorIn(band)).name)
  }
  return checked
}

test.describe('the focus ring on the indigo bands has at least 3:1 contrast with the band', () => {
  test('the home page’s closing call to action', async ({ page }) => {
    await gotoHydrated(page, '/')
    const band = page.getByRole('region', { name: /^Launch on campus in/ })
    const checked = await expectVisibleFocusThroughout(page, band, band.getByRole('heading', { level: 2 }))
    expect(checked.length).toBeGreaterThanOrEqual(2)
  })

  test('a school page’s closing call to action', async ({ page }) => {
    await gotoHydrated(page, '/schools/name/duke-university')
    const heading = page.getByRole('heading', { name: 'Ready to reach students at Duke University?' })
    const band = page.locator('section').filter({ has: heading })
    const checked = await expectVisibleFocusThroughout(page, band, heading)
    expect(checked).toEqual(['a "Get Free Strategy Call"', 'a "View Campus Programs"'])
  })

  test('the staff bar', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/staff')
    // The bar: the band around the Staff navigation and the "Signed in as" line.
    const band = page.getByRole('navigation', { name: 'Staff' }).locator('xpath=../..')
    const checked = await expectVisibleFocusThroughout(page, band, band.getByText(/^Signed in as/))
    expect(checked.length).toBeGreaterThanOrEqual(5)
  })
})
