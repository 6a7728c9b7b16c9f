import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { sectionsYaml } from '../site/content-guide.ts'
import { fileWords, type Diagnostic } from '../content/diagnostic.ts'
import { codeFrame, contentProblem } from '../content/format-diagnostic.ts'
import { contentDirOptions } from '../content/load-content-dir.ts'
import type { Content, SourceTexts } from '../content/load-content.ts'
import { readContentDir } from '../content/read-content-dir.ts'
import { fileRole } from '../content/routes.ts'
import type { SectionData } from '../content/schema/page.ts'
import type { SourceFile } from '../content/source-file.ts'
import { definitions, type ResolvedSection, type SectionType } from '../sections/definitions.ts'
import { resolveSection } from '../sections/resolve-section.ts'
import { ICON_PATHS } from '../ui/icon-paths.ts'
import { galleryExamples, type GalleryExample } from './gallery-examples.ts'
import { GUIDE_FILE } from './guide-file.ts'
import { loadSite, type SiteLoadOptions } from '../site/load-site.ts'

/** A problem of one example (positions inside its YAML) or of the gallery's setup (positions in `file`). */
export interface GalleryProblem {
  severity: 'error' | 'warning'
  file?: string
  line: number
  col: number
  message: string
  hint?: string
  frame: string
}

export interface GalleryItem {
  label: string
  /** The example as an editor writes it in a page's `sections:` list. */
  yaml: string
  /** The section as a page gets it (validated, Markdown parsed, references resolved); absent when it has errors. */
  section?: ResolvedSection
  problems: GalleryProblem[]
}

export interface GallerySectionType {
  type: SectionType
  description: string
  items: GalleryItem[]
  /** Line of this type's heading in the content guide (pages/README.md), when the guide has one. */
  guideLine?: number
}

export interface GalleryData {
  types: GallerySectionType[]
  icons: { name: string; d: string }[]
  /** Line of the icon list in the content guide. */
  iconsGuideLine?: number
  /** What kept the gallery from showing anything (the site file is broken), or problems outside any example. */
  problems: GalleryProblem[]
}

/** Where an example sits in the synthetic content: its file, its index in `sections`, its first and last line. */
interface Place {
  file: string
  index: number
  first: number
  last: number
  yaml: string
  /** For a section that shows its route's entry: the collection whose first entry it shows. */
  collection?: string
}

/**
 * The gallery's data, built like a page: the examples become the sections of a synthetic page (and of the template
 * page of their collection, for sections that show an entry), loaded with the project's real content through the
 * loader, then resolved. An example with errors shows its diagnostics instead; the others are loaded again without it.
 */
export function galleryData(root: string, examples: GalleryExample[] = galleryExamples()): GalleryData {
  const files = readContentDir(root)
  const options = contentDirOptions(root)
  const problems = new Map<number, GalleryProblem[]>(examples.map((_, i) => [i, []]))
  const skip = new Set<number>()
  // A file with an error skips the later phases (references, links): load again without the failed examples until
  // none fails, so every example's problems are found and every valid one is shown. At most one pass per example.
  let pass: ReturnType<typeof loadExamples>
  for (;;) {
    pass = loadExamples(files, options, examples, skip)
    const failed = [...pass.problems].filter(([, ps]) => ps.some((p) => p.severity === 'error')).map(([i]) => i)
    for (const [i, ps] of pass.problems) problems.set(i, ps)
    if (!failed.length || !pass.content) break
    for (const i of failed) skip.add(i)
  }
  const sections = pass.content ? resolveExamples(pass.content, pass.places, problems) : new Map()
  const setup = pass.content ? pass.setup : pass.errors

  const guide = join(root, GUIDE_FILE)
  const guideLines = existsSync(guide) ? readFileSync(guide, 'utf8').split('\n') : []
  const lineOf = (heading: string) => {
    const i = guideLines.indexOf(heading)
    return i < 0 ? undefined : i + 1
  }
  const types = (Object.keys(definitions) as SectionType[]).map((type) => {
    const guideLine = lineOf(`### ${type}`)
    return {
      type,
      description: String((definitions[type].schema as { description?: string }).description ?? ''),
      items: examples.flatMap((e, i) =>
        e.type !== type
          ? []
          : [
              {
                label: e.label,
                yaml: sectionsYaml([e.section]),
                ...(sections.has(i) ? { section: sections.get(i)! } : {}),
                problems: problems.get(i)!,
              },
            ],
      ),
      ...(guideLine ? { guideLine } : {}),
    }
  })
  const iconsGuideLine = lineOf('## Icons')
  return {
    types,
    icons: Object.entries(ICON_PATHS).map(([name, d]) => ({ name, d })),
    ...(iconsGuideLine ? { iconsGuideLine } : {}),
    problems: setup,
  }
}

/** One load of the real content plus the examples not in `skip`, with the problems of each example it holds. */
function loadExamples(files: SourceFile[], options: SiteLoadOptions, examples: GalleryExample[], skip: Set<number>) {
  const problems = new Map<number, GalleryProblem[]>()
  const { synthetic, places } = syntheticFiles(files, examples, skip, problems)
  for (const i of places.keys()) problems.set(i, [])
  const setup: GalleryProblem[] = []
  const result = loadSite([...files.filter((f) => !synthetic.has(f.file)), ...synthetic.values()], options)
  for (const d of result.diagnostics) {
    if (!synthetic.has(d.file)) continue
    const at = [...places].find(([, p]) => p.file === d.file && d.line >= p.first && d.line <= p.last)
    if (at) problems.get(at[0])!.push(exampleProblem(d, at[1]))
    else setup.push(fileProblem(d, result.sources))
  }
  const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => fileProblem(d, result.sources))
  return { content: result.content, places, problems, setup, errors }
}

/**
 * The synthetic files: one page holding every example that stands alone, and for each collection whose entry
 * sections are shown, its template page with those examples as its sections (so the entries keep their routes).
 */
function syntheticFiles(
  files: SourceFile[],
  examples: GalleryExample[],
  skip: Set<number>,
  problems: Map<number, GalleryProblem[]>,
) {
  const places = new Map<number, Place>()
  const groups = new Map<string, { header: string; members: number[]; collection?: string }>()
  const taken = new Set(files.map((f) => f.file))
  let pageFile = 'pages/section-gallery.yaml'
  for (let n = 2; taken.has(pageFile); n++) pageFile = `pages/section-gallery-${n}.yaml`
  groups.set(pageFile, {
    header: stringify({
      title: 'Section gallery',
      description: 'Every section type of the site, rendered from its schema examples for the dev gallery.',
      keywords: ['gallery'],
    }),
    members: [],
  })

  examples.forEach((e, i) => {
    if (skip.has(i)) return
    const collection = (definitions[e.type].schema as { 'x-entry'?: string })['x-entry']
    if (!collection) return groups.get(pageFile)!.members.push(i)
    const template = files.find((f) => fileRole(f.file).role === 'template' && templateOf(f.text) === collection)
    if (!template) {
      problems.set(i, [
        {
          severity: 'error',
          line: 1,
          col: 1,
          message: `a ${e.type} section shows the entry of its route, and no template page shows the ${collection} collection`,
          hint: `add a page such as pages/${collection}/[id].yaml with "collection: ${collection}"`,
          frame: '',
        },
      ])
      return
    }
    if (!groups.has(template.file))
      groups.set(template.file, { header: templateHeader(template.text), members: [], collection })
    groups.get(template.file)!.members.push(i)
  })

  const synthetic = new Map<string, SourceFile>()
  for (const [file, { header, members, collection }] of groups) {
    if (!members.length && file !== pageFile) continue
    const lines = [...header.trimEnd().split('\n'), 'sections:']
    members.forEach((i, index) => {
      const yaml = sectionsYaml([examples[i]!.section])
      const body = yaml.split('\n').slice(1)
      // Line 1 of the example's YAML is "sections:", the synthetic file's line `first - 1`.
      places.set(i, {
        file,
        index,
        first: lines.length + 1,
        last: lines.length + body.length,
        yaml,
        ...(collection ? { collection } : {}),
      })
      lines.push(...body)
    })
    // A page needs one section: an empty gallery page holds none of the examples' problems.
    if (!members.length) lines.push('  - type: richText', '    body: The gallery has no example to show.')
    synthetic.set(file, { file, text: lines.join('\n') + '\n' })
  }
  return { synthetic, places }
}

function templateOf(text: string): unknown {
  try {
    return (parse(text) as { collection?: unknown } | null)?.collection
  } catch {
    return undefined
  }
}

/** The template page's own fields (collection, keywords, what an unknown entry shows), without its sections. */
function templateHeader(text: string): string {
  const { sections: _, ...rest } = parse(text) as Record<string, unknown>
  return stringify(rest, { aliasDuplicateObjects: false })
}

/** Each loaded example as its page gets it: resolved against the content, with its collection's first entry. */
function resolveExamples(content: Content, places: Map<number, Place>, problems: Map<number, GalleryProblem[]>) {
  const origin = (process.env.SITE_ORIGIN ?? content.site.origin).replace(/\/+$/, '')
  const resolved = new Map<number, ResolvedSection>()
  for (const [i, place] of places) {
    const fail = (message: string, hint?: string) =>
      problems.get(i)!.push({ severity: 'error', line: 1, col: 1, message, ...(hint ? { hint } : {}), frame: '' })
    const page = content.pages.find((p) => p.file === place.file)
    const template = content.templates.find((t) => t.file === place.file)
    const section: SectionData | undefined = (page?.page.sections ?? template?.template.sections)?.[place.index]
    if (!section) {
      fail('not shown: the page holding the examples could not be built', 'see the problems at the top of the gallery')
      continue
    }
    const entry = place.collection ? content.collections[place.collection]?.[0] : undefined
    if (place.collection && !entry) {
      fail(`not shown: the ${place.collection} collection has no entry to show`)
      continue
    }
    const route = entry?.path ?? page?.route ?? '/'
    try {
      resolved.set(i, resolveSection(section, { content, route, origin, ...(entry ? { entry } : {}) }))
    } catch (e) {
      fail(`not shown: resolving it failed (${(e as Error).message})`)
    }
  }
  return resolved
}

/** A diagnostic inside an example, its position counted in the example's own YAML (line 1 is "sections:"). */
function exampleProblem(d: Diagnostic, place: Place): GalleryProblem {
  const line = d.line - place.first + 2
  // The gallery is read by whoever writes a section's example YAML: the words that name the keys.
  const { message, hint } = fileWords(d)
  return {
    severity: d.severity,
    line,
    col: d.col,
    message: d.path ? `${d.path.replace(/^sections\[\d+\]/, 'sections[0]')}: ${message}` : message,
    ...(hint ? { hint } : {}),
    frame: codeFrame(place.yaml, line, d.col),
  }
}

function fileProblem(d: Diagnostic, sources: SourceTexts): GalleryProblem {
  return { severity: d.severity, ...contentProblem(d, sources.get(d.file) ?? '') }
}
