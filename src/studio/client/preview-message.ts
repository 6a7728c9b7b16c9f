/** What the studio posts to its preview frame when the unsaved state changed (the frame then fetches it again). */
export const PREVIEW_REFRESH = 'studio-preview-refresh'
/** Frame → studio: the editor clicked the page's section `index`; the studio opens its form. */
export const PREVIEW_SELECT = 'studio-preview-select'
/** Studio → frame: the editor is editing section `index`; the frame scrolls it into view. */
export const PREVIEW_SHOW = 'studio-preview-show'

/** The page's sections in the preview, in order: the outermost <section> elements of <main>. */
export function previewSections(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>('main section')].filter((s) => !s.parentElement?.closest('main section'))
}
