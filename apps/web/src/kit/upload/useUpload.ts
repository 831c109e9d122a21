/**
 * The upload widgets' shared part: one upload machine (@qt/machines upload) per widget over
 * POST /sys/common/upload (data/files.ts), its items, and the value kept in step both ways — the widget's
 * changes go out only when every file is done (the machine's `change`), a value set from outside
 * replaces the list (never the value just emitted, so a finished upload keeps its file name).
 * Refused moves are warnings; a failed file is told about by the widget (`onFailed`).
 */
import { createUploadMachine, isImageFile, roomFor, textOf, type LocalizedText, type UploadItem, type uploadMachine } from "@qt/machines";
import { fileAccessUrl, type QtClient } from "@qt/sdk";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import type { ActorRefFrom } from "xstate";
import { notify } from "../../app/notify";
import { useApi } from "../../app/ServicesContext";
import type { Api } from "../../data/api";
import { UPLOAD_TEXTS } from "./texts";

/** What both upload widgets take (and a list-kit form field's `control` gives). */
export interface UploadProps {
  name?: string;
  /** Comma-separated stored paths. */
  value: unknown;
  onChange: (value: string) => void;
  /** Shown, not changeable: no upload, remove or move. */
  readOnly?: boolean;
  /** Folder under the upload root (default temp). */
  biz?: string;
  /** The upload button's text (default 点击上传). */
  text?: LocalizedText;
  /** At most this many files; 0 = any number. */
  max?: number;
  /** The file names / pictures offer a download (default true). */
  download?: boolean;
  /** Files can be removed (default true). */
  remove?: boolean;
  /** Send the access token header (default true: the console's own server needs it). */
  token?: boolean;
  /** Upload url (default /sys/common/upload). */
  url?: string;
  /** The answer field holding the path, when not `message`. */
  responseName?: string;
  /** The file chooser's filter, e.g. `.pdf,.docx`. */
  accept?: string;
  /** The rich-text editor's pictures: sent as biz=jeditor and jeditor=1. */
  jeditor?: boolean;
  /** The grid's upload cells: sent as isup=1. */
  isup?: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

let serial = 0;
const newUid = () => `file-${Date.now().toString(36)}-${++serial}`;

/** Where a stored path is read: inline pictures as they are, others under /sys/common/static/. */
export function fileUrl(client: QtClient, path: string | null): string | undefined {
  if (!path) return undefined;
  return path.startsWith("data:") ? path : fileAccessUrl(client, path);
}

export interface UploadHandle {
  items: UploadItem[];
  /** Local previews (object URLs) of pictures still uploading or failed, by item uid. */
  previews: ReadonlyMap<string, string>;
  /** How many more files the widget takes. */
  room: number;
  add(files: readonly File[], options?: { imagesOnly?: boolean }): void;
  remove(uid: string): void;
  move(uid: string, direction: "up" | "down"): void;
}

/** A running upload machine (a widget's own, or one the grid keeps for a cell: kit/grid/cell-uploads.ts). */
export type UploadActor = ActorRefFrom<typeof uploadMachine>;

/**
 * The machine of the widget's settings, and its input. No time limit: a big file on a slow line
 * takes longer than a call's default 9 s.
 */
export function uploadMachineOf(api: Api, { biz, token, url, jeditor, isup }: UploadProps) {
  return createUploadMachine(api.files.uploader({ ...(biz ? { biz } : {}), ...(url ? { url } : {}), ...(token === false ? { token: false } : {}), ...(jeditor ? { jeditor } : {}), ...(isup ? { isup } : {}), timeout: 0 }));
}
export const uploadInputOf = ({ value, responseName }: UploadProps) => ({ value: text(value), ...(responseName ? { responseName } : {}) });

export function useUpload(props: UploadProps, onFailed: (name: string, message: LocalizedText) => void): UploadHandle {
  // The upload settings are the widget's for its life (a new machine would drop running uploads).
  const api = useApi();
  const [machine] = useState(() => uploadMachineOf(api, props));
  const actor = useActorRef(machine, { input: uploadInputOf(props) });
  /** The value last emitted or taken in: an outside value other than this replaces the list. */
  const known = useRef(text(props.value));
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  useEffect(() => {
    const sub = actor.on("change", (e) => {
      known.current = e.value;
      onChange.current(e.value);
    });
    return () => sub.unsubscribe();
  }, [actor]);
  return useUploadOf(actor, known, props, onFailed);
}

/**
 * A widget on an upload actor kept by someone else, who takes its `change`s (the value) and keeps
 * `known` (the value last emitted or taken in) up to date.
 */
export function useUploadOf(actor: UploadActor, known: RefObject<string>, props: UploadProps, onFailed: (name: string, message: LocalizedText) => void): UploadHandle {
  const { value, max = 0 } = props;
  const items = useSelector(actor, (s) => s.context.items);
  const handlers = useRef({ onFailed });
  handlers.current = { onFailed };

  useEffect(() => {
    const subs = [actor.on("warning", (e) => notify("warning", e.text)), actor.on("failed", (e) => handlers.current.onFailed(e.name, e.message))];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor]);

  useEffect(() => {
    const next = text(value);
    if (next === known.current) return;
    known.current = next;
    actor.send({ type: "SET_VALUE", value: next });
  }, [actor, value, known]);

  // Local previews of chosen pictures, until the stored file can be shown; revoked when gone.
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const live = new Set(items.filter((i) => i.status !== "done").map((i) => i.uid));
    const stale = [...previews].filter(([uid]) => !live.has(uid));
    if (!stale.length) return;
    for (const [, objectUrl] of stale) URL.revokeObjectURL(objectUrl);
    setPreviews((m) => new Map([...m].filter(([uid]) => live.has(uid))));
  }, [items, previews]);
  const latest = useRef(previews);
  latest.current = previews;
  useEffect(() => () => latest.current.forEach((objectUrl) => URL.revokeObjectURL(objectUrl)), []);

  const room = props.readOnly ? 0 : roomFor(items.length, max);

  return {
    items,
    previews,
    room,
    add(files, options = {}) {
      let chosen = [...files];
      if (options.imagesOnly && chosen.some((f) => !isImageFile(f))) {
        notify("warning", textOf("upload.imageOnly"));
        chosen = chosen.filter((f) => isImageFile(f));
      }
      if (chosen.length > room) {
        notify("warning", UPLOAD_TEXTS.tooMany(max));
        chosen = chosen.slice(0, room);
      }
      const added: [string, string][] = [];
      for (const file of chosen) {
        const uid = newUid();
        if (options.imagesOnly) added.push([uid, URL.createObjectURL(file)]);
        actor.send({ type: "ADD", uid, name: file.name, file });
      }
      if (added.length) setPreviews((m) => new Map([...m, ...added]));
    },
    remove: (uid) => actor.send({ type: "REMOVE", uid }),
    move: (uid, direction) => actor.send({ type: "MOVE", uid, direction }),
  };
}
