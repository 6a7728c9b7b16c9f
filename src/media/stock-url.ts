const STOCK_HOST = 'https://images.unsplash.com/'

/** Whether `src` is on the stock-photo host, which resizes on request. */
export function isStock(src: string): boolean {
  return src.startsWith(STOCK_HOST)
}

/** Address of a stock photo at one width; other hosts are returned unchanged. */
export function stockUrl(src: string, width: number, quality = 80): string {
  if (!isStock(src)) return src
  return `${src}?auto=format&fit=crop&w=${width}&q=${quality}`
}
