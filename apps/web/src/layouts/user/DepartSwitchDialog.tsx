/**
 * The department switch (shell.md §2 "User menu", §4 "Department switch"): 450 wide, shown while the
 * session machine is choosing or switching; a department must be chosen (the field shows the error
 * state otherwise). The machine stores the returned user info for 7 days.
 */
import { Button, CloseButton, Dialog, Field, NativeSelect, Portal } from "@chakra-ui/react";
import { useSelector } from "@xstate/react";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../app/i18n";
import { session } from "../../app/services";

export default function DepartSwitchDialog() {
  const { t, tx } = useI18n();
  const { departs, orgCode, error, busy } = useSelector(session, (s) => ({
    departs: s.context.departs,
    orgCode: s.context.orgCode,
    error: s.context.error,
    busy: s.matches({ authenticated: "switchingDepart" }),
  }));
  const [chosen, setChosen] = useState(orgCode ?? "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    session.send({ type: "CHOOSE_DEPART", orgCode: chosen || null });
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && session.send({ type: "CANCEL" })} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="450px" w="450px" data-testid="depart-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t("depart.title")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
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
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={() => session.send({ type: "CANCEL" })}>
                  {t("app.cancel")}
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy}>
                  {t("app.ok")}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("app.close")} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
