/** The build's steps (src/build/build-site.ts) as the studio shows them while a build runs. */
const WORDS: Record<string, string> = {
  'code hash': 'Checking the code',
  content: 'Reading the content',
  'bundles cached': 'Preparing the code',
  bundles: 'Bundling the code',
  images: 'Preparing the images',
  'site folder': 'Preparing the site',
  'pre-render': 'Rendering pages',
  'search index': 'Indexing the search',
  compression: 'Compressing the files',
  'swap into dist/': 'Putting the new site live',
}

/** A build step in plain words (an unknown one as it is named, capitalised). */
export function stepInWords(step: string): string {
  return WORDS[step] ?? step.charAt(0).toUpperCase() + step.slice(1)
}
