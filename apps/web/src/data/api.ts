/**
 * The console's calls, named after what they do, over the SDK client: the one place in the web app
 * that calls the SDK (besides ../app/services.ts, which creates the client and the actors). Views
 * reach it through `useServices().api` / `useApi()` for writes and through `useLoad` (./query.ts)
 * for reads; machines get their own SDK adapters in @qt/machines. Each area has a file here.
 *
 * Convention: a call takes its arguments and, for reads, an optional AbortSignal last, and answers
 * the SDK's Outcome (errors as values; HTTP failures are already shown by the client).
 */
import type { QtClient } from "@qt/sdk";
import { accountCalls } from "./account";
import { dashboardCalls } from "./dashboard";
import { deploymentCalls } from "./deployment";
import { dictCalls } from "./dict";
import { categoryCalls } from "./categories";
import { areaCalls } from "./area";
import { gridCalls } from "./grid";
import { fileCalls } from "./files";
import { genericCalls } from "./generic";
import { listCalls } from "./lists";
import { loginCalls } from "./login";
import { noticeCalls } from "./notices";
import { onlineFormCalls } from "./online-forms";
import { pickerCalls } from "./pickers";
import { systemCalls } from "./system";

export function createApi(client: QtClient) {
  return {
    /** Calls to urls a page or widget declares (list pages, pickers, tree tables, batch actions). */
    generic: genericCalls(client),
    /** The list kit's (duplicate checks, tree resources). */
    lists: listCalls(client),
    login: loginCalls(client),
    account: accountCalls(client),
    dashboard: dashboardCalls(client),
    deployment: deploymentCalls(client),
    notices: noticeCalls(client),
    system: systemCalls(client),
    pickers: pickerCalls(client),
    dict: dictCalls(client),
    files: fileCalls(client),
    categories: categoryCalls(client),
    area: areaCalls(client),
    grid: gridCalls(client),
    /** An online form's generated pages (metadata, records, tree levels, sub rows). */
    onlineForms: onlineFormCalls(client),
  };
}

export type Api = ReturnType<typeof createApi>;
