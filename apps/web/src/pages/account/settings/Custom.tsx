/** 个性化设置: the layout settings of the settings drawer, on a page. */
import { SettingsForm } from "../../../layouts/user/SettingsForm";
import { SettingsLayout } from "./components/SettingsLayout";

export default function Custom() {
  return (
    <SettingsLayout current="/account/settings/custom">
      <SettingsForm />
    </SettingsLayout>
  );
}
