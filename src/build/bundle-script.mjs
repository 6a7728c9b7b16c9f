/**
 * Bundles a TypeScript script into one JavaScript file, cached in `.cache/run/` until one of the files it is built
 * from changes (scripts/run-bundled.mjs runs the build so; the build bundles its content parsers' worker so). Through
 * tsx, Node loads each of a script's hundreds of modules through a loader in another thread before the script starts;
 * one bundled file of the project's own code and its plain packages (BUNDLED), the others imported as usual, starts
 * much sooner. The bundle is built by esbuild (tsx's own compiler); each module's `import.meta.url` stays its source
 * file's, so what a module finds beside itself (a worker, a child script) is found.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** What a module's `import.meta.url` becomes in the bundle: a constant each module that uses it declares. */
const OWN_URL = '__ownImportMetaUrl'

/** What the bundle calls Node's createRequire. */
const OWN_REQUIRE = '__ownCreateRequire'

/**
 * The packages bundled with the script's own code, with what they import: plain JavaScript that finds nothing beside
 * itself, whose hundreds of modules Node's loader would otherwise load at every start. The others
 * (a bundler, sharp's and Pagefind's binaries, React for the pages) are imported from node_modules as usual.
 */
const BUNDLED = new Set([
  'yaml',
  'typebox',
  '@sinclair/typebox',
  'ajv',
  'markdown-it',
  'micromark',
  'mdast-util-from-markdown',
  'mdast-util-to-string',
  'image-size',
  'feed',
  'xml-js',
  'saxes',
  'mrmime',
])

/** The package a bare import names (`@scope/name` or `name`). */
function packageOf(path) {
  const parts = path.split('/')
  return path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** esbuild's loader for each kind of file the script's own code is written in. */
const LOADERS = { ts: 'ts', mts: 'ts', cts: 'ts', tsx: 'tsx', js: 'js', mjs: 'js', cjs: 'js', jsx: 'jsx' }

/**
 * A hash of the files the bundle was made of, as they are now (undefined when one is gone), and of this file and the
 * lock file (how it is bundled, by which esbuild).
 */
function hashOf(files, root) {
  const hash = createHash('sha256')
  try {
    for (const file of [fileURLToPath(import.meta.url), join(root, 'package-lock.json')])
      if (existsSync(file)) hash.update(readFileSync(file)).update('\0')
    for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  } catch {
    return undefined
  }
  return hash.digest('hex')
}

export async function bundleScript(entry, root = process.cwd()) {
  const dir = join(root, '.cache', 'run')
  const name = basename(entry).replace(/\.[^.]+$/, '')
  const out = join(dir, `${name}.mjs`)
  const manifestFile = join(dir, `${name}.json`)
  try {
    const cached = JSON.parse(readFileSync(manifestFile, 'utf8'))
    if (cached.entry === entry && cached.hash === hashOf(cached.inputs, root)) return out
  } catch {
    // no bundle cached yet, or not readable: built below
  }
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
    define: { 'import.meta.url': OWN_URL },
    // A package's CommonJS requires of Node's modules, in one ES module.
    banner: {
      js: `import { createRequire as ${OWN_REQUIRE} } from 'node:module';\nconst require = ${OWN_REQUIRE}(import.meta.url);`,
    },
    plugins: [
      {
        name: 'packages-outside-but-plain-ones',
        setup(b) {
          // A package is imported from node_modules as usual, but those in BUNDLED and what they import.
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('node:')) return { path: args.path, external: true }
            const inside = args.importer.includes(`${sep}node_modules${sep}`)
            return inside || BUNDLED.has(packageOf(args.path)) ? undefined : { path: args.path, external: true }
          })
        },
      },
      {
        name: 'own-import-meta-url',
        setup(b) {
          b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
            if (args.path.includes(`${sep}node_modules${sep}`)) return undefined
            const text = readFileSync(args.path, 'utf8')
            // `define` makes each real `import.meta.url` this name, which the module declares first: text
            // that only spells it (a script the build writes for the browser) stays as it is.
            const own = text.includes('import.meta.url')
              ? `const ${OWN_URL} = ${JSON.stringify(pathToFileURL(args.path).href)};\n`
              : ''
            return {
              contents: own + text,
              loader: LOADERS[args.path.split('.').pop()],
              resolveDir: dirname(args.path),
            }
          })
        },
      },
    ],
  })
  // The packages' files are the lock file's versions, which the hash holds: only the script's own are hashed.
  const inputs = Object.keys(result.metafile.inputs)
    .map((file) => resolve(root, file))
    .filter((file) => !file.includes(`${sep}node_modules${sep}`))
    .sort()
  mkdirSync(dir, { recursive: true })
  // Written aside and renamed in: a build running beside this one reads a whole file or the one before.
  const temp = `${out}.${process.pid}`
  writeFileSync(temp, result.outputFiles[0].contents)
  renameSync(temp, out)
  writeFileSync(`${manifestFile}.${process.pid}`, JSON.stringify({ entry, inputs, hash: hashOf(inputs, root) }))
  renameSync(`${manifestFile}.${process.pid}`, manifestFile)
  return out
}
