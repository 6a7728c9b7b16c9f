/**
 * The public site's address when the team studio runs inside the server that builds and serves the site (the page
 * the server wrote says so), else undefined: the studio then shows no builds and asks for none.
 */
export function siteLive(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="studio-live"]')?.content || undefined
}
