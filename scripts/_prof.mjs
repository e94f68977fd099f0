import { chromium } from '@playwright/test'
const url = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage()
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start')
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(500)
const { profile } = await cdp.send('Profiler.stop')
const fs = await import('node:fs'); fs.writeFileSync('/tmp/browser.cpuprofile', JSON.stringify(profile))
await browser.close()
