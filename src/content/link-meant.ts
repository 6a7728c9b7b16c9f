/**
 * The link an editor most likely meant by a value the site cannot use: `www.example.com` → https://www.example.com,
 * `http://…` → https://…, `name@example.com` → mailto:name@example.com, `contact` → /contact. Undefined when no
 * guess is safe (javascript:, text with spaces).
 */
export function linkMeant(value: string): string | undefined {
  const v = value.trim()
  if (/^http:\/\/[^\s/]+\.[^\s]+$/i.test(v)) return `https://${v.slice('http://'.length)}`
  if (/^[^\s@:/]+@[^\s@:/]+\.[A-Za-z]{2,}$/.test(v)) return `mailto:${v}`
  if (
    /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/[^\s]*)?$/i.test(v) &&
    /^www\.|\.(com|org|net|io|us|es|mx)\b/i.test(v)
  )
    return `https://${v}`
  if (/^[a-z0-9][a-z0-9/-]*$/i.test(v)) return `/${v.toLowerCase()}`
  return undefined
}
