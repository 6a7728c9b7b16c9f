/**
 * The spec's slug rule: lowercase, each run of non-alphanumerics becomes one hyphen (none at the ends). Accented
 * letters lose their accents first ("Diseñador de Café" → disenador-de-cafe), as every CMS's slugs do, rather than
 * breaking the word; a title in plain English reads as the spec's rule alone.
 */
export function slugify(title: string): string {
  return withoutAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Accented letters without their accents (ñ → n, é → e): the letters decomposed, their marks dropped. */
export function withoutAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '')
}
