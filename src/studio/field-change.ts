/** One field that differs between two versions of a content file, as the form labels it (see fieldChanges). */
export interface FieldChange {
  /** "Hero › Heading", "FAQ › Question 3 › Answer": the field's place in the form's own words. */
  label: string
  kind: 'changed' | 'added' | 'removed'
  /** What it said before (changed, removed), in short plain words. */
  before?: string
  /** What it says now (changed, added), in short plain words. */
  after?: string
}
