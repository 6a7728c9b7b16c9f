/** The spec's responsive widths, for stock photos and local renditions alike. */
export const IMAGE_WIDTHS = [640, 768, 1024, 1280, 1920] as const
