/**
 * The chunks of the browser bundle that hold more than one lazily loaded module (vite.config.ts:
 * build.rollupOptions.output.codeSplitting). Each script a page loads costs a request and about 1.1 kB of response
 * headers (the site's security headers), as much as a small section's code: so the sections most pages show travel
 * with the helpers they share, and the form machinery travels as one chunk. The rest (a section of its own size, the
 * page transition) keeps a chunk of its own; what the entry imports stays in the entry.
 */
export const chunkGroups: { name: string; test: RegExp }[] = [
  {
    name: 'section-kit',
    test: /src\/sections\/(?:(?:hero|cardGrid|cta|partnerGrid|successStory|featureList|process|faq|stats|richText)\/[A-Z]\w*|shared\/(?:SectionFrame|SideImage|MediaText|Pagination))\.tsx$|src\/ui\/(?:ResponsiveImage\.tsx|Markdown\.tsx|icon-paths\.ts)$|src\/media\/(?:image-widths|stock-url)\.ts$|src\/forms\/(?:RequiredMark\.tsx|record-submission\.ts)$/,
  },
  {
    // Whatever a form needs but the form itself: fields, drafts, delivery, the newsletter form.
    name: 'forms',
    test: /src\/sections\/contactForm\/contact-parts\.tsx$|src\/forms\/(?!ApplicationForm|ConsultationForm|ContactPageForm|linkedin-rule|resume-rules|use-consultation-form)[\w-]+\.tsx?$/,
  },
]

/**
 * Every module the entry imports, directly or not, in the entry's chunk. Without it the bundler puts React and its
 * own module helpers in a chunk of their own (the page transition imports React too), a second script on every page:
 * 1.1 kB of headers each, which kept an article and a Spanish job page over the 100 kB budget (docs/performance.md).
 */
export const entryGroup = { name: 'index', tags: ['$initial'] as ['$initial'] }

/** The name of the group chunk that holds the module at `path` (relative to the project), if any. */
export function chunkGroupOf(path: string): string | undefined {
  return chunkGroups.find((group) => group.test.test(path))?.name
}
