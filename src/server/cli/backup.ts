/**
 * `npm run db:backup` (in the container: `node dist/server/cli/backup.js`). See backup-commands.ts for what it
 * does; exit codes: 0 done, 1 a problem printed as one line, 2 a usage error.
 */
import { runBackupCommand } from './backup-commands'

process.exitCode = await runBackupCommand({
  argv: process.argv.slice(2),
  env: process.env,
  output: process.stdout,
  errors: process.stderr,
})
