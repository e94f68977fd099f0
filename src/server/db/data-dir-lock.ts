import fs from 'node:fs'
import path from 'node:path'

/**
 * PGlite has no cross-process lock: two processes on one data folder silently lose writes. The server and the
 * command-line tools therefore take this lock file before opening a folder, and refuse when a live process
 * holds it. A lock left by a crashed process (its pid no longer runs) is taken over.
 */
export class DataDirInUseError extends Error {}

const LOCK_FILE = 'campuspulse.lock'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      let released = false
      return () => {
        if (released) return
        released = true
        fs.rmSync(lockPath, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10)
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(
          `The data folder ${path.resolve(dataDir)} is in use by another process (pid ${holder}). ` +
            'Stop it first, or point DATA_DIR at another folder.',
        )
      }
      // Stale lock from a process that is gone: remove it and try once more.
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${path.resolve(dataDir)}.`)
}
