import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { threadId } from 'node:worker_threads'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { CollectionRegistry } from '../content/collection.ts'
import type { ContentModel } from '../content/content-model.ts'
import { projectFile } from '../content/project-file.ts'
import { sectionSchemas, type AnySectionDefinition } from '../sections/definitions.ts'
import { wordLanguages } from '../ui/words/words-for.ts'

/** A project's own section type: its definition, and the folder of its component (`<folder>/<Type>.tsx`). */
export type OwnSectionType = AnySectionDefinition & { folder: string }

/** What a project adds to the engine: its collections and its own section types, read from its definitions module. */
export interface Project {
  /** Its definitions module (package.json's `siteDefinitions`), if it names one. */
  file?: string
  /** Its collections, and the engine's section types followed by its own. */
  model: ContentModel
  /** Its own section types, each in `sections/<type>/` beside the definitions module. */
  sections: Record<string, OwnSectionType>
  /** The routes it cannot do without (its `requiredRoutes`; home always): the studio never deletes their pages. */
  requiredRoutes: string[]
}

const loaded = new Map<string, Promise<Project>>()

/**
 * The project at `root`: package.json's `siteDefinitions` names the module that exports its `collections` and, if it
 * has any, its own `sections` (section definitions by type, each one's folder `sections/<type>/` beside the module).
 */
export function loadProject(root: string): Promise<Project> {
  const file = projectFile(root)
  const key = file ?? `none:${resolve(root)}`
  let project = loaded.get(key)
  if (!project) loaded.set(key, (project = read(root, file)))
  return project
}

async function read(root: string, file: string | undefined): Promise<Project> {
  // The interface's words are the engine's: every project has the same languages of them.
  const interfaceLanguages = [...wordLanguages]
  if (!file)
    return {
      model: { collections: {}, sections: sectionSchemas, interfaceLanguages },
      sections: {},
      requiredRoutes: ['/'],
    }
  if (!existsSync(file))
    throw new Error(`package.json's siteDefinitions names ${file}, which does not exist: give the path of the module`)
  let module: Record<string, unknown>
  try {
    module = await importTypeScript(file, root)
  } catch (error) {
    throw new Error(`${file} (package.json's siteDefinitions) could not be loaded: ${(error as Error).message}`, {
      cause: error,
    })
  }
  const collections = (module.collections ?? {}) as CollectionRegistry
  const own = (module.sections ?? {}) as Record<string, AnySectionDefinition>
  const sections: Record<string, OwnSectionType> = {}
  for (const [type, definition] of Object.entries(own)) {
    if (type in sectionSchemas)
      throw new Error(`${file} defines a section type "${type}", which the engine has already: give it another name`)
    sections[type] = { ...definition, folder: join(dirname(file), 'sections', type) }
  }
  const schemas = Object.fromEntries(Object.entries(own).map(([type, d]) => [type, d.schema]))
  const named = Array.isArray(module.requiredRoutes) ? module.requiredRoutes.filter((r) => typeof r === 'string') : []
  const requiredRoutes = [...new Set(['/', ...(named as string[])])]
  const model = { collections, sections: { ...sectionSchemas, ...schemas }, interfaceLanguages }
  return { file, model, sections, requiredRoutes }
}

/**
 * Imports a TypeScript module. Where Node reads no TypeScript (a script the build bundled, Vite's bundled config)
 * the module is compiled by esbuild first, with its packages, into `.cache/run/`, and kept until a file it is made of
 * changes.
 */
async function importTypeScript(file: string, root: string): Promise<Record<string, unknown>> {
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error
  }
  const dir = join(root, '.cache', 'run')
  const keptFile = join(dir, 'site-definitions.json')
  try {
    const kept = JSON.parse(readFileSync(keptFile, 'utf8')) as Compiled
    if (kept.entry === file && kept.hash === hashOf(kept.inputs))
      return (await import(pathToFileURL(kept.out).href)) as Record<string, unknown>
  } catch {
    // None kept, or it is another module's, or one of its files changed or went: compiled below.
  }
  // esbuild as the engine finds it: a bundled script that runs this lies in .cache/, away from node_modules.
  const esbuild = createRequire(fileURLToPath(import.meta.url)).resolve('esbuild')
  const { build } = (await import(pathToFileURL(esbuild).href)) as typeof import('esbuild')
  const { outputFiles, metafile } = await build({
    entryPoints: [file],
    absWorkingDir: root,
    // Its packages too: the compiled module needs no node_modules beside it.
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const code = outputFiles[0]!.contents
  const out = join(dir, `site-definitions-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`)
  const inputs = Object.keys(metafile.inputs).map((input) => resolve(root, input))
  mkdirSync(dir, { recursive: true })
  if (!existsSync(out)) writeAtOnce(out, code)
  writeAtOnce(keptFile, JSON.stringify({ entry: file, inputs, hash: hashOf(inputs), out } satisfies Compiled))
  return (await import(pathToFileURL(out).href)) as Record<string, unknown>
}

/** A compiled definitions module, and what it was compiled from. */
interface Compiled {
  entry: string
  inputs: string[]
  hash: string
  out: string
}

/** A hash of the files' bytes (it throws when one is gone). */
function hashOf(files: string[]): string {
  const hash = createHash('sha256')
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

/** Other threads and processes compile the same module at once: each writes its own file, then renames it. */
function writeAtOnce(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}-${threadId}`
  writeFileSync(temporary, data)
  renameSync(temporary, file)
}
