/**
 * Saving the user's own profile: PUT /sys/user/appEdit (only the caller's own realname, avatar, sex,
 * birthday, email, phone), then the session takes the answered user info (header, stored copy).
 */
import { useState } from "react";
import { useI18n } from "../../../../app/i18n";
import { notify } from "../../../../app/notify";
import { client, session } from "../../../../app/services";

export type ProfileChanges = { realname?: string; avatar?: string | null; sex?: 1 | 2 | null; birthday?: string | null; email?: string | null; phone?: string | null };

export function useProfileSave() {
  const { t } = useI18n();
  const [saving, setSaving] = useState(false);
  const save = async (changes: ProfileChanges): Promise<boolean> => {
    setSaving(true);
    const outcome = await client.unwrap(client.PUT("/sys/user/appEdit", { body: changes }));
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
