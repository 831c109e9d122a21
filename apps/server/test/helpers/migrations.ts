/** The migrations as a database of an earlier release had them, to test a migration on its data. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MIGRATIONS_FOLDER } from "../../src/db/migrate.js";

interface Journal {
  entries: Array<{ tag: string }>;
}

/** A temporary copy of the migrations folder whose journal ends just before `tag` (the caller removes it). */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qt-migrations-"));
  fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const file = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(file, "utf8")) as Journal;
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  fs.writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}
