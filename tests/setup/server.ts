// Server tests: no extra globals. The harness (tests/server/harness.ts) gives each file its own database.
process.env.NODE_ENV = 'test'
