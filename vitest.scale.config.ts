/**
 * `npm run test:scale`: PostgreSQL, Redis, an SMTP server, three portico-server instances behind
 * HAProxy, on loopback (tests/scale), all from the packed packages installed into an empty folder
 * once per run. Not part of `npm test`: it needs Debian's postgresql, redis-server and haproxy,
 * and root (PostgreSQL runs as the postgres user). A CI gate (.ci/run).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/scale/**/*.scale.test.ts'],
    // The server and the plugin compiled, packed and installed with npm into an empty folder, once.
    globalSetup: ['tests/scale/buildPackages.ts'],
    environment: 'node',
    // Threads, not forks: a fork whose file started servers took its 10 s termination timeout at
    // the end of every run; a thread is ended at once (its servers are stopped in afterAll).
    pool: 'threads',
    // Bounds a hang; the test waits on what happens (a mail, an answer, HAProxy's view, the outbox
    // drained), never on a clock, except the 10 s Redis is down, which the scenario prescribes.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // The cluster's file runs beside the two small ones (the layouts in Chromium, the one-command
    // start on SQLite): they share no server, port or database, and the cluster's cases wait for
    // states, so a busier machine makes them slower, not red.
    fileParallelism: true,
    maxWorkers: 3,
  },
});
