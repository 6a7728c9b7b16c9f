/**
 * Runs `task` over `items` with at most `limit` running at once; resolves when all are done, rejects with the first
 * failure (after which no new item starts).
 */
export async function runPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < items.length)
      await task(items[next++]!).catch((e: unknown) => {
        failed = true
        throw e
      })
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
}
