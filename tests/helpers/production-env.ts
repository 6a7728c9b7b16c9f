/**
 * `build` with NODE_ENV=production, as `npm run build`, `npm run live` and `npm run studio -- --team` bundle (NODE_ENV
 * unset: Vite's default for a build). In a test worker it is Vitest's `test`, which Vite honours: the bundle would
 * hold React's development code, not what ships. NODE_ENV is as it was afterwards.
 */
export async function withProductionEnv<T>(build: () => Promise<T>): Promise<T> {
  const env = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    return await build()
  } finally {
    if (env === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = env
  }
}
