/**
 * Third-party login buttons, shown only for providers the server has configured (none until an
 * administrator registers one): nothing is rendered while asking or when the list is empty.
 */
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { useServices } from "../../../app/ServicesContext";
import { Button } from "./controls";
import { startThirdLogin, useThirdLoginProviders } from "./third-login";

export function ThirdPartyButtons() {
  const { t } = useI18n();
  const { session } = useServices();
  const providers = useThirdLoginProviders();
  if (!providers || providers.length === 0) return null;
  return (
    <div className="qt-third-party" role="group" aria-label={t("login.otherWays")} data-testid="third-party-buttons">
      <span className="qt-muted">{t("login.otherWays")}</span>
      {providers.map((provider) => (
        <Button
          key={provider.type}
          variant="outline"
          aria-label={t("third.with", { name: provider.name })}
          onClick={() => {
            if (!startThirdLogin(session, provider, () => notify("error", t("third.failed")))) notify("warning", t("third.popupBlocked"));
          }}
        >
          {provider.name}
        </Button>
      ))}
    </div>
  );
}
