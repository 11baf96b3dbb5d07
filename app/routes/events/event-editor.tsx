import { Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { type EditorFailure, editorFields } from "~/components/ui/form-parts";
import { ImageField } from "~/components/ui/image-field";
import { Link } from "~/components/ui/link";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { TimeZoneField } from "~/components/ui/time-zone-field";
import { createEvent, type EditableEvent, eventForEditing, updateEvent } from "~/features/events/event-editor.server";
import { EVENT_TYPES } from "~/features/events/event-options";
import { EVENT_LIMITS, type EventInput } from "~/features/events/events.schemas";
import { eventsPolicy } from "~/features/events/policy";
import { MEMBERSHIP_LEVELS } from "~/lib/actor";
import { requireActor } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { countryOptions } from "~/lib/vocabulary/countries";
import type { Route } from "./+types/event-editor";

export const handle: TranslationHandle = { namespaces: ["events", "zones"] };

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData?.event?.title;
  return localizedMeta(args, (t) => ({
    title: title ? t("events:editor.editTitle", { title }) : t("events:editor.newTitle"),
    description: t("events:editor.adminLead"),
  }));
}

const NEW_EVENT: Omit<EditableEvent, "id" | "slug" | "status" | "approval" | "organizerName" | "coverUrl"> = {
  title: "",
  description: "",
  eventType: "taller",
  timeZone: "America/Mexico_City",
  startsLocal: "",
  endsLocal: "",
  venue: "",
  city: "",
  country: "",
  onlineUrl: "",
  capacity: "",
  minLevel: "bronze",
};

/** /admin/events/new, /admin/events/{id}, /company/events/new and /company/events/{id}: an event's form; the services re-check who may. */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const actor = requireActor(ctx);
    const admin = eventsPolicy.can(actor, "manageEvents");
    if (!admin) eventsPolicy.authorize(actor, "proposeEvents");
    return { event: params.eventId ? await eventForEditing(ctx, Number(params.eventId)) : null, admin };
  });
}

/** On client navigations, the events translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["events", "zones"], serverLoader);
}

/** Creates (or proposes) the event, or saves it, then shows its editor again. */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values, form) => {
    const base = eventsPolicy.can(ctx.actor, "manageEvents") ? "/admin/events" : "/company/events";
    if (!params.eventId) {
      const created = await createEvent(ctx, values as EventInput, form);
      return redirect(`${base}/${created.id}?hecho=creado`, 303);
    }
    await updateEvent(ctx, Number(params.eventId), values as EventInput, form);
    return redirect(`${base}/${params.eventId}?hecho=guardado`, 303);
  });
}

export default function EventEditor({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("events");
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failure: EditorFailure = answer && "ok" in answer && answer.ok === false ? answer : null;
  const [search] = useSearchParams();
  const { event, admin } = loaderData;
  const stored = event ?? NEW_EVENT;
  const field = editorFields(stored as Record<string, unknown>, failure);
  const base = admin ? "/admin/events" : "/company/events";
  const heading = event ? t("editor.editTitle", { title: event.title }) : admin ? t("editor.newTitle") : t("editor.proposeTitle");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to={base} className="text-brand-700 underline">
        {t("editor.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold break-words">{heading}</h1>
      {event && search.get("hecho") && !failure ? (
        <div className="mt-4">
          <Alert tone="success">{t("editor.saved")}</Alert>
        </div>
      ) : null}
      {!admin ? <p className="mt-2 text-slate-700">{t("editor.proposalNote")}</p> : null}
      {event?.organizerName ? <p className="mt-2 text-slate-700">{t("editor.organizer", { name: event.organizerName })}</p> : null}
      <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-4">
        {failure ? <Alert tone="error">{failure.error}</Alert> : null}
        <TextField
          label={t("editor.title")}
          name="title"
          defaultValue={field.value("title")}
          required
          maxLength={EVENT_LIMITS.title}
          error={field.invalid("title")}
        />
        <TextAreaField
          label={t("editor.description")}
          name="description"
          rows={8}
          defaultValue={field.value("description")}
          required
          maxLength={EVENT_LIMITS.description}
          invalid={Boolean(field.invalid("description"))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t("editor.type")}
            name="eventType"
            defaultValue={field.value("eventType")}
            options={EVENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            error={field.invalid("eventType")}
          />
          <TimeZoneField label={t("editor.timeZone")} name="timeZone" defaultValue={field.value("timeZone")} error={field.invalid("timeZone")} />
          <TextField
            label={t("editor.starts")}
            name="startsLocal"
            type="datetime-local"
            defaultValue={field.value("startsLocal")}
            required
            error={field.invalid("startsLocal")}
          />
          <TextField
            label={t("editor.ends")}
            name="endsLocal"
            type="datetime-local"
            defaultValue={field.value("endsLocal")}
            required
            error={field.invalid("endsLocal")}
          />
        </div>
        <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm text-slate-700">{t("editor.placeHint")}</legend>
          <TextField label={t("editor.venue")} name="venue" defaultValue={field.value("venue")} maxLength={EVENT_LIMITS.place} error={field.invalid("venue")} />
          <TextField label={t("editor.city")} name="city" defaultValue={field.value("city")} maxLength={EVENT_LIMITS.place} />
          <SelectField
            label={t("editor.country")}
            name="country"
            defaultValue={field.value("country")}
            placeholder={t("editor.chooseCountry")}
            options={countryOptions(t, i18n.language)}
            error={field.invalid("country")}
          />
          <TextField
            label={t("editor.onlineUrl")}
            name="onlineUrl"
            type="url"
            defaultValue={field.value("onlineUrl")}
            maxLength={EVENT_LIMITS.url}
            error={field.invalid("onlineUrl")}
          />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("editor.capacity")}
            name="capacity"
            type="number"
            inputMode="numeric"
            min={1}
            max={EVENT_LIMITS.capacityMax}
            defaultValue={field.value("capacity")}
            error={field.invalid("capacity")}
          />
          <SelectField
            label={t("editor.minLevel")}
            name="minLevel"
            defaultValue={field.value("minLevel")}
            options={MEMBERSHIP_LEVELS.map((level) => ({ value: level, label: t(`membership.${level}`) }))}
            error={field.invalid("minLevel")}
          />
        </div>
        <ImageField
          label={t("editor.cover")}
          name="cover"
          hint={t("editor.coverHint")}
          error={field.invalid("cover")}
          current={event?.coverUrl ? { url: event.coverUrl, alt: t("editor.currentCover") } : null}
          remove={{ name: "removeCover", label: t("editor.removeCover") }}
        />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {event ? t("editor.save") : admin ? t("editor.create") : t("editor.propose")}
        </Button>
      </Form>
      {event && admin ? <p className="mt-6 text-sm text-slate-700">{t("editor.cancelNote")}</p> : null}
    </div>
  );
}
