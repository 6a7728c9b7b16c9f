import { join } from 'node:path'

/**
 * Where the team studio keeps its own files: `<root>/.studio/`, outside pages/ so nothing in it is ever published,
 * and ignored by git (the folder holds a `.gitignore` of its own, see privateFolder).
 */
export function teamFiles(root: string): { users: string; audit: string } {
  const folder = join(root, '.studio')
  return { users: join(folder, 'users.json'), audit: join(folder, 'audit.log') }
}
