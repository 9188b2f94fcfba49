import { defineConfig } from "vitest/config";

// The fault suite (npm run test:faults): real server processes, a PostgreSQL cluster of its own that it
// restarts, kill -9 and load. Files run one after another so that their loads do not overlap.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["**/*.fault.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
