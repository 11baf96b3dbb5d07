import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { SelectField } from "./select-field";

type QueueScopeProps = {
  /** True when the queue shows one item (`?review=ID`): a link back to all of them instead of the filter. */
  single: boolean;
  allHref: string;
  singleLabel: string;
  showAllLabel: string;
  /** The filter's select (`name`, chosen value, options) and its submit button's text. */
  filter: { label: string; name: string; value: string; options: { value: string; label: string }[]; submitLabel: string };
};

/** A moderation queue's scope: the one item it shows with a link back to the whole queue, or the queue's filter form (GET). */
export function QueueScope({ single, allHref, singleLabel, showAllLabel, filter }: QueueScopeProps) {
  if (single) {
    return (
      <p className="mt-6">
        <span className="font-semibold">{singleLabel}</span> ·{" "}
        <Link to={allHref} className="text-brand-700 underline">
          {showAllLabel}
        </Link>
      </p>
    );
  }
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
      <SelectField label={filter.label} name={filter.name} defaultValue={filter.value} options={filter.options} />
      <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
        {filter.submitLabel}
      </button>
    </Form>
  );
}
