/**
 * The editable grid with live sync (useLiveGrid): the same grid, its edits sent to the other pages
 * of the same socket key and theirs merged in with the reload effect, and the connection's state
 * under it in a small status text (a polite live region).
 */
import { useCallback, useRef, type Ref } from "react";
import { useI18n } from "../../app/i18n";
import { EditableGrid, type EditableGridHandle, type EditableGridProps } from "./EditableGrid";
import { useLiveGrid } from "./useLiveGrid";
import "./live.css";

export interface LiveGridProps extends EditableGridProps {
  /** Pages with the same key see each other's edits. */
  socketKey: string;
  /** The connection's page key; default the socketKey. */
  pageKey?: string;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export function LiveGrid({ socketKey, pageKey, ref, ...props }: LiveGridProps) {
  const { t } = useI18n();
  const grid = useRef<EditableGridHandle | null>(null);
  const live = useLiveGrid({ socketKey, pageKey, grid });
  const gridRef = useCallback(
    (handle: EditableGridHandle | null) => {
      grid.current = handle;
      setRef(ref, handle);
    },
    [ref],
  );
  return (
    <div>
      <EditableGrid {...props} ref={gridRef} onPublish={live.publish} />
      <div className="qt-grid-live-status" role="status" data-state={live.connection} data-testid={props["data-testid"] ? `${props["data-testid"]}-live` : undefined}>
        {t(`gridLive.${live.connection}`)}
      </div>
    </div>
  );
}
