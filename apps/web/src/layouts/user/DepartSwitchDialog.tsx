/**
 * The department switch (shell.md §2 "User menu", §4 "Department switch"): 450 wide, shown while the
 * session machine is choosing or switching; a department must be chosen (the field shows the error
 * state otherwise). The machine stores the returned user info for 7 days.
 */
import { Field, NativeSelect } from "@chakra-ui/react";
import { useSelector } from "@xstate/react";
import { useState } from "react";
import { useI18n } from "../../app/i18n";
import { useServices } from "../../app/ServicesContext";
import { FormDialog } from "../../kit/overlay/FormDialog";

export default function DepartSwitchDialog() {
  const { t, tx } = useI18n();
  const { session } = useServices();
  const { departs, orgCode, error, busy } = useSelector(session, (s) => ({
    departs: s.context.departs,
    orgCode: s.context.orgCode,
    error: s.context.error,
    busy: s.matches({ authenticated: "switchingDepart" }),
  }));
  const [chosen, setChosen] = useState(orgCode ?? "");
  return (
    <FormDialog title={t("depart.title")} width={450} testId="depart-dialog" busy={busy} onClose={() => session.send({ type: "CANCEL" })} onSubmit={() => session.send({ type: "CHOOSE_DEPART", orgCode: chosen || null })}>
      <Field.Root invalid={!!error} required>
        <Field.Label>{t("depart.label")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
            <option value="">{t("depart.placeholder")}</option>
            {departs.map((d) => (
              <option key={d.orgCode} value={d.orgCode}>
                {d.departName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{tx(error)}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
