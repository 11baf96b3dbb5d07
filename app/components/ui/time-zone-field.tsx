import { SelectField } from "~/components/ui/select-field";
import { useTranslation } from "~/lib/i18n/react";
import { zoneChoices } from "~/lib/vocabulary/time-zones";

/** A time zone select (needs the `zones` namespace): cities grouped by country in the reader's language, IANA ids as values. */
export function TimeZoneField({ label, name, defaultValue, error }: { label: string; name: string; defaultValue?: string; error?: string }) {
  const { t, i18n } = useTranslation("zones");
  const { groups, ungrouped } = zoneChoices(t, i18n.language);
  return <SelectField label={label} name={name} defaultValue={defaultValue} groups={groups} options={ungrouped} error={error} />;
}
