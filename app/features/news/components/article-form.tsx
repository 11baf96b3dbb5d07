import { Form } from "react-router";
import { RichTextField } from "~/components/rich-text/rich-text-field";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox, type EditorFailure, editorFields } from "~/components/ui/form-parts";
import { ImageField } from "~/components/ui/image-field";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import { NEWS_LIMITS } from "../news.schemas";
import { NEWS_AUDIENCES, NEWS_CATEGORIES } from "../news-options";

/** An article's fields as the form shows them. */
export type ArticleFormValues = { title: string; summary: string; body: string; category: string; audience: string; coverUrl: string | null };

export const NEW_ARTICLE: ArticleFormValues = { title: "", summary: "", body: "", category: "", audience: "public", coverUrl: null };

const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";

/**
 * The article editor's form (one multipart form): every field labelled, the refused one marked, what
 * was typed kept after a refusal; the body in the rich-text editor, whose pictures go to
 * `imageUploadUrl` (a new article adds its first picture with the form's own picture field).
 */
export function ArticleForm({
  values,
  failure,
  isNew,
  busy,
  imageUploadUrl,
}: {
  values: ArticleFormValues;
  failure: EditorFailure;
  isNew: boolean;
  busy: boolean;
  imageUploadUrl?: string;
}) {
  const { t } = useTranslation("news");
  const field = editorFields(values, failure);
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-4">
      <input type="hidden" name="intent" value="save" />
      {failure ? <Alert tone="error">{failure.error}</Alert> : null}
      <TextField
        label={t("admin.title")}
        name="title"
        defaultValue={field.value("title")}
        required
        maxLength={NEWS_LIMITS.title}
        error={field.invalid("title")}
      />
      <TextAreaField
        label={t("admin.summary")}
        name="summary"
        rows={3}
        defaultValue={field.value("summary")}
        required
        maxLength={NEWS_LIMITS.summary}
        invalid={Boolean(field.invalid("summary"))}
        hint={t("admin.summaryHint")}
      />
      <RichTextField
        key={field.value("body")}
        label={t("admin.body")}
        name="body"
        rows={16}
        defaultValue={field.value("body")}
        required
        maxLength={NEWS_LIMITS.body}
        invalid={Boolean(field.invalid("body"))}
        fallbackHint={t("admin.bodyHint")}
        imageUploadUrl={imageUploadUrl}
        fallbackExtras={
          <div className="grid gap-3 rounded-xl border border-slate-200 p-4">
            <TextField label={t("admin.image")} name="image" type="file" accept={IMAGE_TYPES} hint={t("admin.imageHint")} error={field.invalid("image")} />
            <TextField label={t("admin.imageAlt")} name="imageAlt" maxLength={NEWS_LIMITS.imageAlt} />
          </div>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("admin.category")}
          name="category"
          defaultValue={field.value("category")}
          placeholder="—"
          options={NEWS_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
          error={field.invalid("category")}
        />
        <SelectField
          label={t("admin.audienceLabel")}
          name="audience"
          defaultValue={field.value("audience")}
          options={NEWS_AUDIENCES.map((audience) => ({ value: audience, label: t(`audiences.${audience}`) }))}
          error={field.invalid("audience")}
        />
      </div>
      <ImageField
        label={t("admin.cover")}
        name="cover"
        hint={t("admin.coverHint")}
        error={field.invalid("cover")}
        current={values.coverUrl ? { url: values.coverUrl, alt: t("admin.currentCover") } : null}
        remove={{ name: "removeCover", label: t("admin.removeCover") }}
      />
      {isNew ? <Checkbox name="publishNow" label={t("admin.publishNow")} defaultChecked={false} /> : null}
      <Button type="submit" disabled={busy} className="justify-self-start">
        {isNew ? t("admin.create") : t("admin.save")}
      </Button>
    </Form>
  );
}
