import type { TObject } from 'typebox'
import type { Field, Said } from './diagnostics/catalogue.ts'
import type { Segment } from './locate.ts'
import type { Scheduled } from './schema/schedule.ts'
import type { Site } from './schema/site.ts'

/**
 * What a collection's own check finds in an entry: where (inside the entry), and in words for both voices (fields
 * named by their label in the studio, with their key on the command line: see Voice).
 */
export interface EntryProblem {
  at: Segment[]
  severity: 'required' | 'recommended'
  message: Said
  hint: Said
}

/** The field at `path` in an entry (["salary", "max"]), named by its label ("To"). */
export type FieldOf = (...path: string[]) => Field

/**
 * A collection, declared once: the schema of one entry and how the engine treats its entries. The loader, routes,
 * references and lint work from these declarations and name no collection themselves.
 *
 * Entries live in `pages/_collections/<name>.yaml` (a list under `items:`) or one per file in
 * `pages/_collections/<name>/<id>.yaml`, where the file name is the id unless the entry gives one.
 */
export interface CollectionDef<S extends TObject = TObject> {
  /** The schema of one entry. Its id property is optional here: a folder entry takes its file name. */
  item: S
  description: string
  /** A complete entry as written in YAML (Markdown as text), for the generated schema and the content guide. */
  example: Record<string, unknown>
  /** The property that names an entry in references and URLs. */
  idKey: string
  /** The id of an entry that gives none (articles: the slug of the title); without it a listed entry needs one. */
  deriveId?: (entry: Record<string, unknown>) => string
  /** Order of the entries (both storage forms); without it a list keeps its order and a folder sorts by id. */
  order?: (a: Record<string, unknown>, b: Record<string, unknown>) => number
  /** Where an entry's own page (from a template page) takes its head: property names of the entry. */
  page?: { title: string; description: string; image?: string; keyword?: string }
  /** A link to an entry, for footers and listings: the properties holding its label and target. */
  link?: { label: string; to: string }
  /** Structured data each entry page (or the page an entry describes) carries. */
  structuredData?: 'Article' | 'JobPosting' | 'Service'
  /** The property naming the hand-written page an entry describes (services: path). */
  describesPage?: string
  /**
   * Whether an entry is closed on `today` (YYYY-MM-DD), the day of the build in the site's time zone (a filled job,
   * one past its date): it leaves every list, the sitemap and the feeds; its page stays at its address, says so, is
   * not indexed, and the server answers it with 410 Gone.
   */
  closed?: (entry: Record<string, unknown>, today: string) => boolean
  /**
   * The last day (YYYY-MM-DD) an entry is open, when it has one (a job's `validThrough`): `closed` says it is closed
   * from the next day, so it closes at the end of this one in the site's time zone (the schedule: scheduled-changes.ts).
   */
  lastOpenDay?: (entry: Record<string, unknown>) => string | undefined
  /** What the entry's shape cannot say (a remote job names its countries): required is an error, recommended a warning. */
  check?: (entry: Record<string, unknown>, site: Site, field: FieldOf) => EntryProblem[]
}

/** Declares a collection; the identity function gives the declaration its types. */
export function defineCollection<S extends TObject>(def: CollectionDef<S>): CollectionDef<S> {
  return def
}

export type CollectionRegistry = Record<string, CollectionDef>

/**
 * An entry after loading: its id settled; `path` is its page (its route, when a template page shows it). Every
 * collection's entries may carry the schedule's fields (schema/schedule.ts).
 */
export type Entry<T = Record<string, unknown>> = T & { id: string; path?: string } & Scheduled
