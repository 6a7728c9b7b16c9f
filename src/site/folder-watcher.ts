import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs'
import { join } from 'node:path'

/** What a watcher says of a path, in the words of Vite's (chokidar's). */
export type WatchEvent = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir'

/** How long the events of one path are gathered into one: a save writes a file in more than one step. */
const SETTLE_MS = 15

/**
 * Watches a folder and its folders, as the dev server does `pages/`: one `fs.watch` per folder (inotify on Linux),
 * whose events name the file concerned, the only one looked at. Vite's watcher (chokidar 3) reads a whole folder
 * again, with a stat of every file in it, on any change inside it: with thousands of articles in one folder, each save
 * waited for it before its page could be made. The events of a path are gathered for 15 ms, then told once: "add" or
 * "change" for a file (by whether it was there before), "unlink" when it is gone; a folder added tells "addDir", then
 * "add" for each file in it; a folder removed tells "unlink" for each of its files, then "unlinkDir". Returns the
 * function that stops watching.
 */
export function watchFolder(root: string, tell: (event: WatchEvent, path: string) => void): () => void {
  /** Each watched folder: its watcher, and the names of its files and folders as last seen. */
  const folders = new Map<string, { watcher: FSWatcher; files: Set<string>; dirs: Set<string> }>()
  const pending = new Map<string, ReturnType<typeof setTimeout>>()
  let closed = false

  /** Starts watching `dir` and every folder in it; with `announce`, tells what it holds (a folder added). */
  const follow = (dir: string, announce: boolean) => {
    if (folders.has(dir)) return
    let watcher: FSWatcher
    try {
      watcher = watch(dir, (_type, name) => name && settle(dir, String(name)))
    } catch {
      return // gone already, or not readable: nothing to watch
    }
    watcher.on('error', () => forget(dir, false))
    const entry = { watcher, files: new Set<string>(), dirs: new Set<string>() }
    folders.set(dir, entry)
    let names: { name: string; isDirectory(): boolean }[] = []
    try {
      names = readdirSync(dir, { withFileTypes: true })
    } catch {
      // removed while being read: its watcher says so
    }
    for (const item of names) {
      const path = join(dir, item.name)
      if (item.isDirectory()) {
        entry.dirs.add(item.name)
        if (announce) tell('addDir', path)
        follow(path, announce)
      } else {
        entry.files.add(item.name)
        if (announce) tell('add', path)
      }
    }
  }

  /** Stops watching `dir` and the folders in it; with `announce`, tells that what it held is gone. */
  const forget = (dir: string, announce: boolean) => {
    const entry = folders.get(dir)
    if (!entry) return
    entry.watcher.close()
    folders.delete(dir)
    for (const name of entry.dirs) forget(join(dir, name), announce)
    if (announce) for (const name of entry.files) tell('unlink', join(dir, name))
    if (announce) tell('unlinkDir', dir)
  }

  const settle = (dir: string, name: string) => {
    const path = join(dir, name)
    clearTimeout(pending.get(path))
    pending.set(
      path,
      setTimeout(() => {
        pending.delete(path)
        if (!closed) look(dir, name)
      }, SETTLE_MS),
    )
  }

  /** What became of `name` in `dir`, told as Vite's watcher would. */
  const look = (dir: string, name: string) => {
    const entry = folders.get(dir)
    if (!entry) return
    const path = join(dir, name)
    let isDir: boolean | undefined
    try {
      isDir = statSync(path).isDirectory()
    } catch {
      isDir = undefined // gone
    }
    if (isDir === undefined) {
      if (entry.files.delete(name)) tell('unlink', path)
      else if (entry.dirs.delete(name)) forget(path, true)
    } else if (isDir) {
      if (entry.files.delete(name)) tell('unlink', path)
      if (!entry.dirs.has(name)) {
        entry.dirs.add(name)
        tell('addDir', path)
        follow(path, true)
      }
    } else {
      if (entry.dirs.delete(name)) forget(path, true)
      const known = entry.files.has(name)
      entry.files.add(name)
      tell(known ? 'change' : 'add', path)
    }
  }

  follow(root, false)
  return () => {
    closed = true
    for (const timer of pending.values()) clearTimeout(timer)
    for (const { watcher } of folders.values()) watcher.close()
    folders.clear()
  }
}
