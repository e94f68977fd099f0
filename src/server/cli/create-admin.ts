/** `npm run user:create-admin -- --username U --password P [--email E] [--name N]` (see create-admin-command.ts). */
import { runCreateAdmin } from './create-admin-command'

process.exitCode = await runCreateAdmin({
  argv: process.argv.slice(2),
  env: process.env,
  input: process.stdin,
  output: process.stdout,
  errors: process.stderr,
})
