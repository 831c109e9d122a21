/**
 * The rich-text editor itself (loaded on first use by ./RichTextEditor): Tiptap 3 (ProseMirror)
 * with headings, bold / italic / underline / strike, lists, quote, code block, alignment, links,
 * pictures and a horizontal line; a toolbar in the console's language (a WAI-ARIA toolbar: one tab
 * stop, arrow keys between its buttons). Pictures come by upload (POST /sys/common/upload with
 * biz=jeditor and jeditor=1) or by URL, each with a description (its alt text). The value is the
 * HTML ('' when empty); the server cleans it again on save, so what the editor allows is only a
 * convenience, never the protection.
 */
import { Box, chakra, Field, Input, NativeSelect, Stack, useFieldContext } from "@chakra-ui/react";
import type { LocalizedText } from "@qt/machines";
import Image from "@tiptap/extension-image";
import TextAlign from "@tiptap/extension-text-align";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Code,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  RemoveFormatting,
  Strikethrough,
  Underline,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useI18n } from "../../app/i18n";
import { useServices } from "../../app/ServicesContext";
import { FormDialog } from "../overlay/FormDialog";
import { ImageUpload } from "../upload/ImageUpload";
import { fileUrl } from "../upload/useUpload";
import type { RichTextEditorProps } from "./RichTextEditor";
import { EDITOR_TEXTS as T } from "./texts";
import { usableUrl } from "./urls";

const htmlOf = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const outputOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

export default function RichTextEditorImpl({ name, value, onChange, readOnly = false, height = 300, minHeight = 200, "aria-label": ariaLabel }: RichTextEditorProps) {
  const { tx } = useI18n();
  const field = useFieldContext();
  /** The HTML last emitted or taken in: an outside value other than this replaces the content. */
  const known = useRef(htmlOf(value));
  const emit = useRef(onChange);
  emit.current = onChange;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, autolink: true, HTMLAttributes: { target: "_blank", rel: "noopener noreferrer" }, isAllowedUri: (url) => usableUrl(url, "link") !== null },
      }),
      // inline, as pictures sit in the text (the cursor goes on after an inserted one)
      Image.configure({ inline: true, allowBase64: true }),
      TextAlign.configure({ types: ["heading", "paragraph"] }),
    ],
    content: known.current,
    editable: !readOnly,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        ...(field?.ids.label && !ariaLabel ? { "aria-labelledby": field.ids.label } : { "aria-label": ariaLabel ?? tx(T.content) }),
        "data-testid": "rich-text-content",
      },
    },
    onUpdate: ({ editor }) => {
      known.current = outputOf(editor);
      emit.current(known.current);
    },
  });

  useEffect(() => {
    const next = htmlOf(value);
    if (next === known.current) return;
    known.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => editor.setEditable(!readOnly), [editor, readOnly]);

  return (
    <Box borderWidth="1px" rounded="md" w="full" data-testid={name ? `rich-text-${name}` : "rich-text"} bg="bg">
      {readOnly ? null : <Toolbar editor={editor} />}
      <Box
        data-testid="rich-text-area"
        h={`${height}px`}
        minH={`${minHeight}px`}
        // the reader may make it taller or shorter, never below the minimum
        resize="vertical"
        overflow="auto"
        px="3"
        py="2"
        // the text fills the area, so a click anywhere in it lands in the text
        display="flex"
        flexDirection="column"
        css={{
          "& > div": { flex: "1", display: "flex", flexDirection: "column" },
          "& .ProseMirror": { flex: "1", outline: "none" },
          "& .ProseMirror:focus-visible": { outline: "2px solid", outlineColor: "var(--chakra-colors-brand-solid, currentColor)", outlineOffset: "2px" },
          "& p": { marginBottom: "0.5em" },
          "& h1": { fontSize: "1.6em", fontWeight: "bold" },
          "& h2": { fontSize: "1.35em", fontWeight: "bold" },
          "& h3": { fontSize: "1.15em", fontWeight: "bold" },
          "& ul": { listStyleType: "disc", paddingInlineStart: "1.5em" },
          "& ol": { listStyleType: "decimal", paddingInlineStart: "1.5em" },
          "& blockquote": { borderInlineStartWidth: "3px", paddingInlineStart: "0.75em", color: "fg.muted" },
          "& pre": { fontFamily: "mono", bg: "bg.muted", padding: "0.5em", borderRadius: "4px" },
          "& a": { color: "brand.fg", textDecoration: "underline" },
          "& img": { maxWidth: "100%", height: "auto" },
          "& img.ProseMirror-selectednode": { outline: "2px solid", outlineColor: "brand.solid" },
          "& hr": { marginBlock: "0.75em" },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {name ? <input type="hidden" name={name} value={htmlOf(value)} /> : null}
    </Box>
  );
}

// ---- toolbar ----------------------------------------------------------------------------------

interface Tool {
  label: LocalizedText;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  /** A toggle: whether it is on where the cursor is. */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const GROUPS: readonly (readonly Tool[])[] = [
  [
    { label: T.undo, icon: Undo2, run: (e) => chain(e).undo().run(), enabled: (e) => e.can().undo() },
    { label: T.redo, icon: Redo2, run: (e) => chain(e).redo().run(), enabled: (e) => e.can().redo() },
  ],
  [
    { label: T.bold, icon: Bold, run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive("bold") },
    { label: T.italic, icon: Italic, run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive("italic") },
    { label: T.underline, icon: Underline, run: (e) => chain(e).toggleUnderline().run(), active: (e) => e.isActive("underline") },
    { label: T.strike, icon: Strikethrough, run: (e) => chain(e).toggleStrike().run(), active: (e) => e.isActive("strike") },
  ],
  [
    { label: T.bulletList, icon: List, run: (e) => chain(e).toggleBulletList().run(), active: (e) => e.isActive("bulletList") },
    { label: T.orderedList, icon: ListOrdered, run: (e) => chain(e).toggleOrderedList().run(), active: (e) => e.isActive("orderedList") },
    { label: T.blockquote, icon: Quote, run: (e) => chain(e).toggleBlockquote().run(), active: (e) => e.isActive("blockquote") },
    { label: T.codeBlock, icon: Code, run: (e) => chain(e).toggleCodeBlock().run(), active: (e) => e.isActive("codeBlock") },
  ],
  [
    { label: T.alignLeft, icon: AlignLeft, run: (e) => chain(e).setTextAlign("left").run(), active: (e) => e.isActive({ textAlign: "left" }) },
    { label: T.alignCenter, icon: AlignCenter, run: (e) => chain(e).setTextAlign("center").run(), active: (e) => e.isActive({ textAlign: "center" }) },
    { label: T.alignRight, icon: AlignRight, run: (e) => chain(e).setTextAlign("right").run(), active: (e) => e.isActive({ textAlign: "right" }) },
  ],
  [
    { label: T.horizontalRule, icon: Minus, run: (e) => chain(e).setHorizontalRule().run() },
    { label: T.clear, icon: RemoveFormatting, run: (e) => chain(e).unsetAllMarks().clearNodes().run() },
  ],
];

const BLOCKS = ["paragraph", "1", "2", "3"] as const;
type Block = (typeof BLOCKS)[number];

function blockOf(editor: Editor): Block {
  for (const level of [1, 2, 3] as const) if (editor.isActive("heading", { level })) return String(level) as Block;
  return "paragraph";
}

function setBlock(editor: Editor, block: Block) {
  if (block === "paragraph") chain(editor).setParagraph().run();
  else chain(editor).setHeading({ level: Number(block) as 1 | 2 | 3 }).run();
}

const ToolButton = chakra("button");

function Toolbar({ editor }: { editor: Editor }) {
  const { tx } = useI18n();
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const [focusAt, setFocusAt] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  // the toggles' and the undo/redo states, re-read on every change of the editor
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: blockOf(e),
      link: e.isActive("link"),
      flags: GROUPS.flat().map((tool) => [tool.active?.(e) ?? null, tool.enabled?.(e) ?? true] as const),
    }),
  });

  /** Arrow keys, Home and End move along the toolbar's controls (one tab stop: the last used). */
  const onKeyDown = (e: KeyboardEvent) => {
    const controls = [...(bar.current?.querySelectorAll<HTMLElement>("[data-tool]") ?? [])];
    const at = controls.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: controls.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const to = (next + controls.length) % controls.length;
    setFocusAt(to);
    controls[to]?.focus();
  };

  let index = 0;
  const button = (label: LocalizedText, Icon: LucideIcon, onClick: () => void, pressed: boolean | null, enabled: boolean) => {
    const at = ++index;
    const text = tx(label);
    return (
      <ToolButton
        key={text}
        type="button"
        data-tool
        tabIndex={at === focusAt ? 0 : -1}
        aria-label={text}
        title={text}
        aria-pressed={pressed ?? undefined}
        // aria-disabled, not disabled: a toolbar's unavailable buttons stay reachable by the arrow keys
        aria-disabled={!enabled || undefined}
        onClick={() => {
          setFocusAt(at);
          if (enabled) onClick();
        }}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        w="8"
        h="8"
        rounded="sm"
        color={pressed ? "brand.fg" : "fg"}
        bg={pressed ? "brand.subtle" : "transparent"}
        _hover={{ bg: "bg.muted" }}
        css={{ "&[aria-disabled=true]": { opacity: 0.4, cursor: "not-allowed" } }}
        cursor="pointer"
      >
        <Icon size={16} aria-hidden />
      </ToolButton>
    );
  };

  let flag = 0;
  return (
    <>
      <Box ref={bar} role="toolbar" aria-label={tx(T.toolbar)} onKeyDown={onKeyDown} display="flex" flexWrap="wrap" alignItems="center" gap="1" px="2" py="1" borderBottomWidth="1px" bg="bg.subtle" roundedTop="md">
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            data-tool
            tabIndex={focusAt === 0 ? 0 : -1}
            aria-label={tx(T.blockType)}
            title={tx(T.blockType)}
            value={state.block}
            onFocus={() => setFocusAt(0)}
            onChange={(e) => setBlock(editor, e.currentTarget.value as Block)}
          >
            {BLOCKS.map((block) => (
              <option key={block} value={block}>
                {tx(block === "paragraph" ? T.paragraph : T.heading(Number(block)))}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {GROUPS.map((group, g) => (
          <Box key={g} display="flex" gap="0.5" borderInlineStartWidth="1px" ps="1">
            {group.map((tool) => {
              const [pressed, enabled] = state.flags[flag++] ?? [null, true];
              return button(tool.label, tool.icon, () => tool.run(editor), pressed, enabled);
            })}
            {g === 2 ? (
              <>
                {button(T.link, Link2, () => setDialog("link"), state.link, true)}
                {button(T.image, ImagePlus, () => setDialog("image"), null, true)}
              </>
            ) : null}
          </Box>
        ))}
      </Box>
      {dialog === "link" ? <LinkDialog editor={editor} onClose={() => setDialog(null)} /> : null}
      {dialog === "image" ? <ImageDialog editor={editor} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

// ---- dialogs ----------------------------------------------------------------------------------

function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { tx } = useI18n();
  const [href, setHref] = useState(() => String(editor.getAttributes("link").href ?? ""));
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!href.trim()) {
      chain(editor).extendMarkRange("link").unsetLink().run();
      return onClose();
    }
    const url = usableUrl(href, "link");
    if (!url) return setError(tx(T.badUrl));
    if (editor.state.selection.empty && !editor.isActive("link")) chain(editor).insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] }).run();
    else chain(editor).extendMarkRange("link").setLink({ href: url }).run();
    onClose();
  };
  return (
    <FormDialog title={tx(T.link)} onClose={onClose} onSubmit={submit} testId="editor-link-dialog">
      <Field.Root invalid={!!error}>
        <Field.Label>{tx(T.linkUrl)}</Field.Label>
        <Input value={href} onChange={(e) => (setHref(e.currentTarget.value), setError(null))} placeholder="https://" autoFocus />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{tx(T.linkHint)}</Field.HelperText>}
      </Field.Root>
    </FormDialog>
  );
}

function ImageDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { tx } = useI18n();
  const { client } = useServices();
  const [src, setSrc] = useState("");
  const [uploaded, setUploaded] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!src.trim()) return setError(tx(T.imageUrlRequired));
    const url = usableUrl(src, "image");
    if (!url) return setError(tx(T.badUrl));
    chain(editor).setImage({ src: url, alt: alt.trim() }).run();
    onClose();
  };
  return (
    <FormDialog title={tx(T.image)} onClose={onClose} onSubmit={submit} testId="editor-image-dialog">
      <Stack gap="4">
        <Field.Root invalid={!!error}>
          <Field.Label>{tx(T.imageUrl)}</Field.Label>
          <Input value={src} onChange={(e) => (setSrc(e.currentTarget.value), setError(null))} placeholder="https://" />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root>
          <Field.Label>{tx(T.imageUpload)}</Field.Label>
          <ImageUpload
            value={uploaded}
            jeditor
            download={false}
            onChange={(path) => {
              setUploaded(path);
              // the stored picture's address goes into the URL field (removing it empties the field)
              setSrc(fileUrl(client, path) ?? "");
              setError(null);
            }}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{tx(T.imageAlt)}</Field.Label>
          <Input value={alt} onChange={(e) => setAlt(e.currentTarget.value)} />
          <Field.HelperText>{tx(T.imageAltHint)}</Field.HelperText>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
