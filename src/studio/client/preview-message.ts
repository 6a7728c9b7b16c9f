/** What the studio posts to its preview frame when the unsaved state changed (the frame then fetches it again). */
export const PREVIEW_REFRESH = 'studio-preview-refresh'
