/** The thin bar at the top of the page while a navigation is decided (NProgress's place); plain CSS (layouts/plain.css). */
import { useI18n } from "../app/i18n";

export function ProgressBar({ active }: { active: boolean }) {
  const { t } = useI18n();
  if (!active) return null;
  return <div className="qt-progress" role="progressbar" aria-label={t("nav.progress")} aria-busy="true" data-testid="nav-progress" />;
}
