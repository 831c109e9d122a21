/** System administration: the resources and calls of shell.md §7 and widgets.md §7 under /sys and /online. */
import type { ContractBuilder } from "../builder.js";

export function addSystemAdmin(_b: ContractBuilder): void {}
