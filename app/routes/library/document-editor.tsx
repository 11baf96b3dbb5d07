import { Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox, type EditorFailure, editorFields } from "~/components/ui/form-parts";
import { Link } from "~/components/ui/link";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { type DocumentInput, LIBRARY_LIMITS } from "~/features/library/library.schemas";
import { addDocument, documentForEditing, removeDocument, updateDocument } from "~/features/library/library-editor.server";
import { DOC_TYPES } from "~/features/library/library-options";
import { libraryPolicy } from "~/features/library/policy";
import { MEMBERSHIP_LEVELS } from "~/lib/actor";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { categoryOptions } from "~/lib/vocabulary/av-categories";
import type { Route } from "./+types/document-editor";

export const handle: TranslationHandle = { namespaces: ["library"] };

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData?.document?.title;
  return localizedMeta(args, (t) => ({
    title: title ? t("library:editor.editTitle", { title }) : t("library:editor.newTitle"),
    description: t("library:list.lead"),
  }));
}

const NEW_DOCUMENT = {
  title: "",
  description: "",
  category: "",
  docType: "manual",
  brand: "",
  model: "",
  externalUrl: "",
  minLevel: "bronze",
  fileName: null as string | null,
};

/** /library/new and /library/{id}: a document's form, for admins and trainers (a trainer's own documents only). */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    libraryPolicy.authorize(ctx.actor, "addDocuments");
    return { document: params.documentId ? await documentForEditing(ctx, Number(params.documentId)) : null };
  });
}

/** On client navigations, the library translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("library", serverLoader);
}

/** Adds, saves or removes the document, then goes to the library (or back to the editor). */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values, form) => {
    if (!params.documentId) {
      const created = await addDocument(ctx, values as DocumentInput, form);
      return redirect(`/library/${created.id}?hecho=1`, 303);
    }
    const id = Number(params.documentId);
    if (values.intent === "remove") {
      await removeDocument(ctx, id);
      return redirect("/library", 303);
    }
    await updateDocument(ctx, id, values as DocumentInput, form);
    return redirect(`/library/${id}?hecho=1`, 303);
  });
}

export default function DocumentEditor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("library");
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failure: EditorFailure = answer && "ok" in answer && answer.ok === false ? answer : null;
  const [search] = useSearchParams();
  const { document } = loaderData;
  const field = editorFields((document ?? NEW_DOCUMENT) as Record<string, unknown>, failure);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/library" className="text-brand-700 underline">
        {t("editor.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold break-words">{document ? t("editor.editTitle", { title: document.title }) : t("editor.newTitle")}</h1>
      {document && search.get("hecho") && !failure ? (
        <div className="mt-4">
          <Alert tone="success">{t("editor.saved")}</Alert>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-4">
        {failure ? <Alert tone="error">{failure.error}</Alert> : null}
        <TextField
          label={t("editor.title")}
          name="title"
          defaultValue={field.value("title")}
          required
          maxLength={LIBRARY_LIMITS.title}
          error={field.invalid("title")}
        />
        <TextAreaField
          label={t("editor.description")}
          name="description"
          rows={4}
          defaultValue={field.value("description")}
          required
          maxLength={LIBRARY_LIMITS.description}
          invalid={Boolean(field.invalid("description"))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t("editor.category")}
            name="category"
            defaultValue={field.value("category")}
            placeholder="—"
            options={categoryOptions(t)}
            error={field.invalid("category")}
          />
          <SelectField
            label={t("editor.type")}
            name="docType"
            defaultValue={field.value("docType")}
            options={DOC_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            error={field.invalid("docType")}
          />
          <TextField label={t("editor.brand")} name="brand" defaultValue={field.value("brand")} maxLength={LIBRARY_LIMITS.brand} />
          <TextField label={t("editor.model")} name="model" defaultValue={field.value("model")} maxLength={LIBRARY_LIMITS.model} />
        </div>
        <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
          {document?.fileName ? <p className="text-slate-700">{t("editor.currentFile", { name: document.fileName })}</p> : null}
          <TextField
            label={t("editor.file")}
            name="file"
            type="file"
            accept=".pdf,.zip,.png,.jpg,.jpeg"
            hint={t("editor.fileHint")}
            error={field.invalid("file")}
          />
          <TextField
            label={t("editor.externalUrl")}
            name="externalUrl"
            type="url"
            defaultValue={field.value("externalUrl")}
            maxLength={LIBRARY_LIMITS.url}
            error={field.invalid("externalUrl")}
          />
        </fieldset>
        <SelectField
          label={t("editor.minLevel")}
          name="minLevel"
          defaultValue={field.value("minLevel")}
          options={MEMBERSHIP_LEVELS.map((level) => ({ value: level, label: t(`membership.${level}`) }))}
          error={field.invalid("minLevel")}
        />
        <Checkbox name="isPublished" label={t("editor.isPublished")} defaultChecked={field.checked("isPublished", document?.isPublished ?? true)} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {document ? t("editor.save") : t("editor.create")}
        </Button>
      </Form>
      {document ? (
        <Form method="post" className="mt-6">
          <button
            type="submit"
            name="intent"
            value="remove"
            disabled={busy}
            className="rounded-md border border-red-300 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
          >
            {t("editor.remove")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
