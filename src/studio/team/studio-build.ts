import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { studioHtml } from '../studio-html.ts'

/** Stands for the session's token in the built pages; the team server writes each session's own in its place. */
export const TOKEN_PLACEHOLDER = '__STUDIO_SESSION_TOKEN__'

export interface BuiltStudio {
  /** The folder of the built scripts, styles and fonts (served under /assets/ and the like). */
  dir: string
  /** The studio page and the preview frame's page, with TOKEN_PLACEHOLDER where the token goes. */
  studio: string
  preview: string
}

/**
 * The studio's client and its preview frame built to static files once (`npm run studio -- --team`), with the
 * project's own Vite config (its plugins, the site's CSS), into .cache/studio-client/: never into dist/.
 */
export async function buildStudio(root: string): Promise<BuiltStudio> {
  const src = join(root, '.cache/studio-src')
  const dir = join(root, '.cache/studio-client')
  rmSync(src, { recursive: true, force: true })
  mkdirSync(src, { recursive: true })
  const pages = {
    studio: { entry: 'main.tsx', title: 'Studio', root: 'studio' },
    preview: { entry: 'preview-main.tsx', title: 'Preview', root: 'root' },
  }
  for (const [name, page] of Object.entries(pages))
    writeFileSync(join(src, `${name}.html`), studioHtml(TOKEN_PLACEHOLDER, page))
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    // public/ is the site's, served by the site: copied here, a link in it would be served to everyone signed in.
    publicDir: false,
    build: {
      outDir: dir,
      emptyOutDir: true,
      manifest: false,
      // Each page its own CSS: the site's (in the preview frame) must not style the studio's page.
      cssCodeSplit: true,
      rollupOptions: {
        input: { studio: join(src, 'studio.html'), preview: join(src, 'preview.html') },
        // The site's chunk groups (src/site/chunk-groups.ts) are cut for the site's pages: the studio's two pages share
        // other modules, and its chunks are split as the bundler sees fit.
        output: { codeSplitting: true },
      },
    },
  })
  const page = (name: string) => readFileSync(join(dir, '.cache/studio-src', `${name}.html`), 'utf8')
  return { dir, studio: page('studio'), preview: page('preview') }
}
