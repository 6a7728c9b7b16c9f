const STOCK_HOST = 'https://images.unsplash.com/'

/** Address of a stock photo at one width; other addresses are returned unchanged. */
export function stockUrl(src: string, width: number, quality = 80): string {
  if (!src.startsWith(STOCK_HOST)) return src
  return `${src}?auto=format&fit=crop&w=${width}&q=${quality}`
}

/** Whether the stock host can serve `src` at any width. */
export function isStock(src: string): boolean {
  return src.startsWith(STOCK_HOST)
}
