/** npm run dev only (src/gallery/gallery-plugin.ts): the gallery's examples, loaded and resolved. */
declare module 'virtual:section-gallery' {
  const data: import('./gallery-data.ts').GalleryData
  export default data
}
