/** The page of the studio (`main.tsx`) or of its preview frame (`preview-main.tsx`), holding the session's token. */
export function studioHtml(token: string, page: { entry: string; title: string; root: string }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="studio-token" content="${token}" />
    <title>${page.title}</title>
  </head>
  <body>
    <div id="${page.root}"></div>
    <script type="module" src="/src/studio/client/${page.entry}"></script>
  </body>
</html>
`
}
