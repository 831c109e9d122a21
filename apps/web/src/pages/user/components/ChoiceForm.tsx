/**
 * The tenant / department choice after a login that needs one (multi_depart 2, several tenants):
 * the login page and the OAuth2 app login show it while the session machine waits for CHOOSE.
 */
import type { Depart, Tenant } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../../app/i18n";
import { useServices } from "../../../app/ServicesContext";
import { Alert, Button, SelectField } from "./controls";

export function ChoiceForm() {
  const { t, tx } = useI18n();
  const { session } = useServices();
  const { pending, departs, tenantList, error, busy } = useSelector(session, (s) => ({
    pending: s.context.pending,
    departs: s.context.departs,
    tenantList: s.context.tenantList,
    error: s.context.error,
    busy: s.matches({ unauthenticated: "selectingDepart" }),
  }));
  const [orgCode, setOrgCode] = useState("");
  const [tenantId, setTenantId] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    session.send({ type: "CHOOSE", choice: { orgCode: orgCode || null, tenantId: tenantId || null } });
  };
  return (
    <form className="qt-form" onSubmit={submit} aria-label={t("login.choose.title")}>
      <h2 className="qt-sr-only">{t("login.choose.title")}</h2>
      {pending.tenant ? (
        <SelectField
          label={t("login.choose.tenant")}
          value={tenantId}
          onValue={setTenantId}
          placeholder={t("login.choose.placeholder")}
          options={tenantList.map((tenant: Tenant) => ({ value: String(tenant.id), label: tenant.name }))}
        />
      ) : null}
      {pending.depart ? (
        <SelectField
          label={t("login.choose.depart")}
          value={orgCode}
          onValue={setOrgCode}
          placeholder={t("login.choose.placeholder")}
          options={departs.map((depart: Depart) => ({ value: depart.orgCode, label: depart.departName }))}
        />
      ) : null}
      {error ? <Alert>{tx(error)}</Alert> : null}
      <Button type="submit" busy={busy} block>
        {t("app.ok")}
      </Button>
    </form>
  );
}
