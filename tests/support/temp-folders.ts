import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

/**
 * Scratch folders for one test file: the returned function makes a new, empty folder under the system's temp
 * folder (named with `prefix`), and each is removed after the test that made it.
 */
export function useTempFolders(prefix: string): () => string {
  const folders: string[] = []
  afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })))
  return () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    folders.push(folder)
    return folder
  }
}
