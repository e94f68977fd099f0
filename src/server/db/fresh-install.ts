import fs from 'node:fs'
import path from 'node:path'
import { unpackTarGz } from '@/server/lib/files/untar'

/**
 * A data folder that holds no database yet starts from the fresh-install snapshot (ADR 0107): migrated, with the
 * school directory applied. Unpacked here, natively and as it is read (ADR 0144), rather than by PGlite's
 * `loadDataDir`, which untars in JavaScript and writes every file through its WebAssembly file system: about
 * 0.5-0.8 s of a first start instead of 1.5-2 s. PostgreSQL's PG_VERSION is written last, so a start cut short
 * unpacks again.
 */
export async function startFromSnapshot(dataDir: string, snapshot: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')) || !fs.existsSync(snapshot)) return
  await unpackTarGz(snapshot, dataDir, { last: 'PG_VERSION' })
}
