import type { Editor } from "@tiptap/core";
import { useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { useTranslation } from "~/lib/i18n/react";

type Tool = {
  key: string;
  icon: IconName;
  /** For a toggle: whether it is on where the cursor is (announced with aria-pressed). */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  shortcut?: string;
  /** Opens a panel below the toolbar instead of acting at once (announced with aria-expanded). */
  panel?: "link" | "image";
};

const TOOLS: Tool[] = [
  { key: "paragraph", icon: "pilcrow", active: (e) => e.isActive("paragraph"), run: (e) => e.chain().focus().setParagraph().run() },
  { key: "heading2", icon: "heading-2", active: (e) => e.isActive("heading", { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: "heading3", icon: "heading-3", active: (e) => e.isActive("heading", { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: "bold", icon: "letter-b", shortcut: "Control+B", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { key: "italic", icon: "italic", shortcut: "Control+I", active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: "underline", icon: "underline", shortcut: "Control+U", active: (e) => e.isActive("underline"), run: (e) => e.chain().focus().toggleUnderline().run() },
  { key: "bulletList", icon: "list", active: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: "orderedList", icon: "list-ordered", active: (e) => e.isActive("orderedList"), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: "blockquote", icon: "quote", active: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { key: "codeBlock", icon: "code", active: (e) => e.isActive("codeBlock"), run: (e) => e.chain().focus().toggleCodeBlock().run() },
  { key: "link", icon: "link", active: (e) => e.isActive("link"), run: () => undefined, panel: "link" },
  { key: "image", icon: "image", run: () => undefined, panel: "image" },
  { key: "undo", icon: "undo-2", shortcut: "Control+Z", run: (e) => e.chain().focus().undo().run() },
  { key: "redo", icon: "redo-2", shortcut: "Control+Shift+Z", run: (e) => e.chain().focus().redo().run() },
];

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys, Home and End move
 * between its buttons; every button is labelled in the reader's language, toggles say whether they
 * are on (aria-pressed), and buttons are large enough for a finger.
 */
export function EditorToolbar({
  ref,
  editor,
  pictures,
  open,
  onOpen,
}: {
  ref?: React.Ref<HTMLDivElement>;
  editor: Editor;
  pictures: boolean;
  open: "link" | "image" | null;
  onOpen: (panel: "link" | "image") => void;
}) {
  const { t } = useTranslation("editor");
  const tools = TOOLS.filter((tool) => pictures || tool.key !== "image");
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + tools.length) % tools.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: tools.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={t("toolbar")}
      aria-controls={editor.view.dom.id || undefined}
      onKeyDown={onKeyDown}
      className="mt-1 flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-400 bg-slate-50 p-1"
    >
      {tools.map((tool, index) => {
        const pressed = tool.panel ? undefined : tool.active?.(editor);
        const highlighted = pressed || (tool.panel !== undefined && (open === tool.panel || Boolean(tool.active?.(editor))));
        return (
          <button
            key={tool.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-label={t(tool.key)}
            title={t(tool.key)}
            aria-pressed={pressed === undefined ? undefined : pressed}
            aria-keyshortcuts={tool.shortcut}
            aria-expanded={tool.panel ? open === tool.panel : undefined}
            onFocus={() => setCurrent(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (tool.panel ? onOpen(tool.panel) : tool.run(editor))}
            className={`inline-flex h-11 w-11 items-center justify-center rounded-md border ${highlighted ? "border-brand-700 bg-brand-50 text-brand-900" : "border-transparent text-slate-800 hover:bg-slate-200"}`}
          >
            <Icon name={tool.icon} aria-hidden="true" className="h-5 w-5" />
          </button>
        );
      })}
    </div>
  );
}
