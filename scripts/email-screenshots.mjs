// Screenshots of the rendered e-mails, as a reader's client shows them: each HTML file the
// e-mail template test wrote to tmp/email-previews/ (run it first:
// npx jest -c apps/api/jest.config.js --selectProjects unit --testPathPatterns email-templates)
// at 1280 and 390 px wide, light and dark (prefers-color-scheme), into
// tmp/email-previews/shots/. Pass names to take only some: `node scripts/email-screenshots.mjs invoice-en`.
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const dir = join(import.meta.dirname, '..', 'tmp', 'email-previews');
const out = join(dir, 'shots');
mkdirSync(out, { recursive: true });
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.html'))
  .filter((file) => !wanted.length || wanted.includes(file.replace(/\.html$/, '')));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
});
try {
  for (const colorScheme of ['light', 'dark']) {
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
      // The tracking image and the logo point at hosts that do not exist here.
      await page.route(/^https?:/, (route) =>
        route.request().url().includes('/logos/')
          ? route.fulfill({ path: join(import.meta.dirname, 'lib', 'sample-logo.svg') })
          : route.fulfill({ status: 204 }),
      );
      for (const file of files) {
        await page.goto(pathToFileURL(join(dir, file)).href);
        const name = `${file.replace(/\.html$/, '')}-${width}${colorScheme === 'dark' ? '-dark' : ''}.png`;
        await page.screenshot({ path: join(out, name), fullPage: true });
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`${files.length * 4} screenshots in ${out}`);
