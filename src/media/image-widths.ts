/** The spec's responsive widths, for stock photos and local renditions alike. */
export const IMAGE_WIDTHS = [640, 768, 1024, 1280, 1920] as const

/**
 * The widest each kind of section shows its image, in CSS pixels: the components render at these widths, and the
 * content lint warns about a local image narrower than its section shows it (it would look soft).
 */
export const SHOWN_WIDTH = { fullBleed: 1920, featured: 1280, half: 960, card: 640, logo: 160 } as const
