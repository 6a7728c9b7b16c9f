/** The spec's slug rule: lowercase, each run of non-alphanumerics becomes one hyphen (none at the ends). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
