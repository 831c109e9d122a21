import { randomUUID } from "node:crypto";

/** A new primary key in JeecgBoot's style: 32 lowercase hex characters (fits varchar(32)). */
export function newId(): string {
  return randomUUID().replace(/-/g, "");
}
