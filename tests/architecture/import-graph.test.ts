import { readdirSync, readFileSync, type Dirent } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import rooms from '../../src/rooms.json'

// The lint (import-x/no-cycle, no-restricted-paths) follows value imports; this test reads every import, type-only
// and dynamic ones included, so a cycle of types (two files that cannot be read apart) fails too.
const root = process.cwd()
const files = (readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true }) as Dirent[])
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
  // Ambient declarations (virtual modules, build-time constants) belong to no room.
  .filter((e) => !e.name.endsWith('.d.ts'))
  .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))

/** Every file of src/ with the files of src/ it imports, whatever kind of import. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true)
    const targets = importedFiles
      .map((i) => i.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) =>
        relative(root, resolve(root, dirname(file), name))
          .split(sep)
          .join('/'),
      )
      .filter((target) => files.includes(target))
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** Groups of files that import each other round (Tarjan's strongly connected components of more than one file). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) !== index.get(v)) return
    const group: string[] = []
    let w: string
    do {
      w = stack.pop()!
      onStack.delete(w)
      group.push(w)
    } while (w !== v)
    if (group.length > 1 || graph.get(v)!.includes(v)) found.push(group.sort())
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

const LAYERS: string[][] = rooms.layers
const layerOf = (file: string): number => LAYERS.findIndex((rooms) => rooms.includes(file.split('/')[1]!))

describe('the import graph of src/', () => {
  const graph = importGraph()

  it('reads the imports of every file', () => {
    expect(graph.size).toBeGreaterThan(200)
    expect(graph.get('src/site/site-model.ts')).toContain('src/sections/definitions.ts')
  })

  it('has no cycle, counting type-only and dynamic imports', () => {
    expect(cycles(graph)).toEqual([])
  })

  it('has every file in a room, and no import from a room above or beside', () => {
    const upward: string[] = []
    for (const [file, targets] of graph) {
      expect(layerOf(file), `${file} is in no room of LAYERS`).toBeGreaterThanOrEqual(0)
      for (const target of targets) {
        const same = file.split('/')[1] === target.split('/')[1]
        if (!same && layerOf(target) >= layerOf(file)) upward.push(`${file} → ${target}`)
      }
    }
    expect(upward).toEqual([])
  })

  it('finds a cycle when there is one (the check can fail)', () => {
    const withCycle = new Map(graph)
    withCycle.set('src/lib/suggest.ts', ['src/content/validate/validate-data.ts'])
    expect(cycles(withCycle).flat()).toContain('src/lib/suggest.ts')
  })
})
