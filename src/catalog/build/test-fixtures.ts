import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BIRTH_FILES, KNOWLEDGE_SOURCES } from "./sources";

export const FIXTURES = join(import.meta.dirname, "fixtures");

/** A temporary SOURCES_DIR: every fixture CSV gzipped, and header-only files for the sources the fixtures leave out. */
export function fixtureSourcesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "namewise-sources-"));
  for (const sub of ["births", "knowledge"]) {
    mkdirSync(join(dir, sub), { recursive: true });
    for (const f of readdirSync(join(FIXTURES, "sources", sub)))
      writeFileSync(join(dir, sub, `${f}.gz`), gzipSync(readFileSync(join(FIXTURES, "sources", sub, f))));
  }
  for (const s of BIRTH_FILES)
    if (!existsSync(join(dir, s.file))) writeFileSync(join(dir, s.file), gzipSync("year,sex,name,count\n"));
  for (const s of Object.values(KNOWLEDGE_SOURCES))
    if (!existsSync(join(dir, s.file))) throw new Error(`fixture missing: ${s.file}`);
  return dir;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
