/** The marketplace business of DOMAIN.md: its resources and flows. */
import type { ContractBuilder } from "../builder.js";

export function addBusiness(_b: ContractBuilder): void {}
