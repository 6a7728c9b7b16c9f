/**
 * Bundles the TypeScript script `entry` into one JavaScript file under `root`'s `.cache/run/` (made again when a file
 * it is made of changes) and gives its path; throws when it cannot be bundled.
 */
export function bundleScript(entry: string, root?: string): Promise<string>
