/**
 * Saving the user's own profile: PUT /sys/user/appEdit (only the caller's own realname, avatar, sex,
 * birthday, email, phone), then the session takes the answered user info (header, stored copy).
 */
import { useState } from "react";
import { useI18n } from "../../../../app/i18n";
import { notify } from "../../../../app/notify";
import { useServices } from "../../../../app/ServicesContext";
import type { ProfileChanges } from "../../../../data/account";

export function useProfileSave() {
  const { t } = useI18n();
  const { api, session } = useServices();
  const [saving, setSaving] = useState(false);
  const save = async (changes: ProfileChanges): Promise<boolean> => {
    setSaving(true);
    const outcome = await api.account.saveProfile(changes);
    setSaving(false);
    if (!outcome.ok) {
      notify("error", outcome.error.message);
      return false;
    }
    if (outcome.result) session.send({ type: "USER_UPDATED", user: outcome.result });
    notify("success", outcome.message || t("query.saved"));
    return true;
  };
  return { save, saving };
}
