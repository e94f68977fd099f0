/**
 * `npm run db:restore` (in the container: `node dist/server/cli/restore.js`). See backup-commands.ts for what it
 * does; exit codes: 0 done, 1 a problem printed as one line, 2 a usage error.
 */
import { runRestoreCommand } from './backup-commands'

process.exitCode = await runRestoreCommand({
  argv: process.argv.slice(2),
  env: process.env,
  output: process.stdout,
  errors: process.stderr,
})
