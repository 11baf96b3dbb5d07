import { Editor, mergeAttributes } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useReducer, useRef, useState } from "react";
import { i18nFor } from "~/lib/i18n/instances";
import type { Locale } from "~/lib/i18n/locales";
import { RICH_TEXT_HEADING_LEVELS } from "~/lib/rich-text-elements";
import en from "~/locales/en/editor.json";
import es from "~/locales/es/editor.json";
import pt from "~/locales/pt/editor.json";
import { EditorToolbar } from "./editor-toolbar";
import { ImagePanel } from "./image-panel";
import { LinkPanel } from "./link-panel";
import { cleanPastedHtml } from "./paste-cleaning";

/** Registers the editor's texts (app/locales/{locale}/editor.json, part of this chunk: no other page maps them) for the page's language. */
export function registerEditorTexts(locale: Locale): void {
  const translator = i18nFor(locale);
  if (!translator.hasNamespace("editor")) translator.addNamespace("editor", { es, en, pt }[locale]);
}

/** A picture of the text: `<figure><img src alt></figure>`, as the server's cleaning keeps it. */
const Picture = Image.extend({
  renderHTML({ HTMLAttributes }) {
    return ["figure", ["img", mergeAttributes(this.options.HTMLAttributes, HTMLAttributes)]];
  },
});

/** The editor's props: the visible label and hint it is named and described by, the HTML it starts from, where its pictures go (none: no pictures). */
export type RichTextEditorProps = {
  labelId: string;
  hintId: string;
  initialHtml: string;
  onChange: (html: string) => void;
  imageUploadUrl?: string;
};

/** Alt+F10 (as in other editors) moves from the text to the toolbar, also inside a list, where Shift+Tab un-indents. */
function toToolbar(toolbar: HTMLElement | null, event: KeyboardEvent): boolean {
  if (!(event.altKey && event.key === "F10")) return false;
  toolbar?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  return true;
}

function editorFor(host: HTMLElement, props: RichTextEditorProps, onTransaction: () => void, toolbar: () => HTMLElement | null): Editor {
  const editor = new Editor({
    element: host,
    extensions: [
      StarterKit.configure({
        heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
        strike: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["mailto"] },
      }),
      ...(props.imageUploadUrl ? [Picture.configure({ inline: false, allowBase64: false })] : []),
    ],
    content: props.initialHtml,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": props.labelId,
        "aria-describedby": props.hintId,
        class: "lesson-body mt-1 block min-h-64 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink break-words",
      },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view, event) => toToolbar(toolbar(), event),
    },
    onUpdate: ({ editor: current }) => props.onChange(current.isEmpty ? "" : current.getHTML()),
    onTransaction,
  });
  return editor;
}

/**
 * The rich-text editor (loaded only on editor pages): a keyboard-usable toolbar, an editing area
 * named by the field's label, a link panel and, where the text may hold pictures, an image panel
 * that uploads through the storage module and asks for the alternative text. Every change is
 * handed to `onChange` as the HTML the server's cleaning keeps.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const [panel, setPanel] = useState<"link" | "image" | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;

  useEffect(() => {
    if (!host.current) return;
    const created = editorFor(host.current, { ...propsRef.current, onChange: (html) => propsRef.current.onChange(html) }, refresh, () => toolbar.current);
    setEditor(created);
    return () => created.destroy();
  }, []);

  const close = () => {
    setPanel(null);
    editor?.commands.focus();
  };
  return (
    <div>
      {editor ? <EditorToolbar ref={toolbar} editor={editor} pictures={Boolean(props.imageUploadUrl)} onOpen={setPanel} open={panel} /> : null}
      {editor && panel === "link" ? <LinkPanel editor={editor} onClose={close} /> : null}
      {editor && panel === "image" && props.imageUploadUrl ? <ImagePanel editor={editor} uploadUrl={props.imageUploadUrl} onClose={close} /> : null}
      <div ref={host} />
    </div>
  );
}
