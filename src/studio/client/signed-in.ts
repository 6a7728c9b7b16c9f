/** The team studio's signed-in person (from the page the server wrote), or undefined in the local studio. */
export function signedIn(): { name: string; role: string } | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="studio-user"]')
  return meta ? { name: meta.content, role: meta.dataset.role ?? '' } : undefined
}
