/**
 * The upload cells (widgets.md §3 "Uploaded file value", "Upload response", §4 "Upload cell", §6,
 * §8, §9) on the kit's upload hook (the upload machine over POST /sys/common/upload, isup=1): no
 * file — a 点击上传 button (the column's btnText); uploading — 上传中(N%); done — the file's name
 * cut to 5 characters (file) or a thumbnail of the first path (image), with download and remove
 * unless the column's allowDownload / allowRemove are false; failed — the name in red, its
 * tooltip the answer's message, else 上传失败. The value (the paths, comma-joined) is set only
 * once every file is done; an answer 'local' stores the file inline (base64). Images take only
 * pictures (请上传图片). The access token goes only with a column that asks (`token: true`, §6:
 * "send the token when configured"); `number` or
 * fieldExtendJson's uploadnum caps the count (default 1). Editing the cell (Enter) opens the file
 * chooser while there is room (a click goes to its buttons); Delete empties it. The upload
 * itself is the grid's (cell-uploads.ts): it goes on while the cell is scrolled out of view.
 */
import { statusText, type UploadItem } from "@qt/machines";
import { Download, FileText, Trash2, Upload } from "lucide-react";
import { useContext, useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from "react";
import { createActor } from "xstate";
import { useI18n } from "../../../app/i18n";
import { useServices } from "../../../app/ServicesContext";
import { UPLOAD_TEXTS } from "../../upload/texts";
import { fileUrl, uploadInputOf, uploadMachineOf, useUploadOf, type UploadProps } from "../../upload/useUpload";
import { CellUploadsContext, CellUploadStore } from "../cell-uploads";
import type { GridCellProps, GridCellType } from "../types";
import { fileName, shortName, uploadMax } from "./settings";

/** Not the grid's: a press on the cell's own buttons neither activates nor edits the cell. */
const own = (e: SyntheticEvent) => e.stopPropagation();

type Kind = "file" | "image";

function UploadCell({ kind, value, row, column, disabled, editing, label, setValue, stopEditing }: GridCellProps & { kind: Kind }) {
  const { tx } = useI18n();
  const { api, client } = useServices();
  const max = uploadMax(column);
  const settings: UploadProps = { value, onChange: setValue, isup: true, token: column.token === true, max, readOnly: disabled, ...(column.responseName ? { responseName: column.responseName } : {}), ...(column.action ? { url: column.action } : {}) };
  // the grid's store of uploads; outside a grid, the cell's own
  const grid = useContext(CellUploadsContext);
  const write = useRef(setValue);
  write.current = setValue;
  const [local] = useState(() => (grid ? null : new CellUploadStore((_row, _key, v) => write.current(v))));
  const store = (grid ?? local)!;
  const [kept] = useState(() => store.get(row.id, column.key, uploadInputOf(settings).value, () => createActor(uploadMachineOf(api, settings), { input: uploadInputOf(settings) })));
  useEffect(() => store.show(kept), [store, kept]);
  const upload = useUploadOf(kept.actor, kept.known, settings, () => undefined); // a failure: the cell's tooltip says it
  const input = useRef<HTMLInputElement>(null);
  const room = upload.room > 0;
  const choose = () => room && input.current?.click();

  const stop = useRef(stopEditing);
  stop.current = stopEditing;
  const chooseNow = useRef(choose);
  chooseNow.current = choose;
  useLayoutEffect(() => {
    if (!editing) return;
    chooseNow.current();
    stop.current({ nextRow: false });
  }, [editing]);

  const text = column.btnText ? (typeof column.btnText === "string" ? column.btnText : tx(column.btnText)) : tx(UPLOAD_TEXTS.choose);
  const first = upload.items[0];
  const name = first ? fileName(first) : "";
  return (
    <span className="qt-grid-upload" data-testid={`grid-upload-${kind}`}>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={`${label} ${text}`}
        accept={kind === "image" ? "image/*" : undefined}
        multiple={max !== 1}
        data-testid="upload-input"
        onChange={(e) => {
          upload.add([...(e.currentTarget.files ?? [])], { imagesOnly: kind === "image" });
          e.currentTarget.value = "";
        }}
      />
      {first ? (
        <Item kind={kind} item={first} src={first.status === "done" ? fileUrl(client, first.path) : upload.previews.get(first.uid)} more={upload.items.length - 1} />
      ) : room ? (
        <button type="button" className="qt-grid-upload-button" tabIndex={-1} onMouseDown={own} onClick={choose}>
          <Upload size={14} aria-hidden />
          {text}
        </button>
      ) : null}
      {first?.status === "done" && column.allowDownload !== false && first.path ? (
        <a className="qt-grid-icon-button" href={fileUrl(client, first.path)} target="_blank" rel="noopener noreferrer" download={name} tabIndex={-1} aria-label={tx(UPLOAD_TEXTS.download(name))} title={tx(UPLOAD_TEXTS.download(name))} onMouseDown={own}>
          <Download size={14} aria-hidden />
        </a>
      ) : null}
      {first && column.allowRemove !== false && !disabled ? (
        <button
          type="button"
          className="qt-grid-icon-button"
          tabIndex={-1}
          aria-label={tx(UPLOAD_TEXTS.remove(name))}
          title={tx(UPLOAD_TEXTS.remove(name))}
          onMouseDown={own}
          onClick={() => upload.items.forEach((item) => upload.remove(item.uid))}
        >
          <Trash2 size={14} aria-hidden />
        </button>
      ) : null}
    </span>
  );
}

function Item({ kind, item, src, more }: { kind: Kind; item: UploadItem; src?: string; more: number }) {
  const { tx } = useI18n();
  const status = tx(statusText(item));
  if (item.status === "uploading") {
    return (
      <span className="qt-grid-text" data-testid="upload-status" role="status">
        {status}
      </span>
    );
  }
  const failed = item.status === "error";
  const name = fileName(item);
  return (
    <span className="qt-grid-upload-item" data-testid="upload-item" data-status={item.status} data-path={item.path ?? undefined} title={failed ? status : name} data-invalid={failed ? "" : undefined}>
      {kind === "image" && src && !failed ? <img className="qt-grid-thumb" src={src} alt={name} /> : <FileText size={14} aria-hidden />}
      {kind === "file" || failed ? <span className="qt-grid-text">{shortName(name)}</span> : null}
      {failed ? <span className="qt-visually-hidden">{status}</span> : null}
      {more > 0 ? <span className="qt-grid-upload-more">+{more}</span> : null}
    </span>
  );
}

function uploadCell(kind: Kind): GridCellType {
  function Cell(props: GridCellProps) {
    // react-datasheet-grid keeps its cells by position: another row's cell is another upload
    return <UploadCell key={props.row.id} {...props} kind={kind} />;
  }
  return { Cell, ownKeys: true, ownClick: true };
}

export const file = uploadCell("file");
export const image = uploadCell("image");
