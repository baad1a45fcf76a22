/**
 * `npm run test:scale`: PostgreSQL, Redis, an SMTP server, three portico-server instances behind
 * nginx, on loopback (tests/scale). Not part of `npm test`: it needs Debian's postgresql,
 * redis-server and nginx, and root (PostgreSQL runs as the postgres user).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/scale/**/*.scale.test.ts'],
    environment: 'node',
    // Bounds a hang; the test waits on what happens (a mail, an answer), never on a clock, except
    // the 30 s the SMTP server is down, which the scenario itself prescribes.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
