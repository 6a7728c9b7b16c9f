/**
 * Bundles the TypeScript script `entry` into one JavaScript file under `root`'s `.cache/run/` (built again when a file
 * it is built from changes) and gives its path; throws when it cannot be bundled.
 */
export function bundleScript(entry: string, root?: string): Promise<string>
