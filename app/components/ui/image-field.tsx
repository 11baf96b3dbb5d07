import { Checkbox } from "./form-parts";
import { TextField } from "./text-field";

const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";

/**
 * A picture a form replaces: the current one (described for screen readers), the labelled file
 * field with its hint and error, and the 'remove' tick when there is one to remove.
 */
export function ImageField({
  label,
  name,
  hint,
  error,
  current,
  remove,
  shape = "wide",
}: {
  label: string;
  name: string;
  hint: string;
  error?: string;
  current: { url: string; alt: string } | null;
  remove: { name: string; label: string };
  shape?: "wide" | "square";
}) {
  return (
    <div className="grid gap-3">
      {current ? (
        shape === "wide" ? (
          <img src={current.url} alt={current.alt} width={320} height={180} className="aspect-video w-80 max-w-full rounded-lg object-cover" />
        ) : (
          <img src={current.url} alt={current.alt} width={96} height={96} className="h-24 w-24 rounded-lg object-cover" />
        )
      ) : null}
      <TextField label={label} name={name} type="file" accept={IMAGE_TYPES} hint={hint} error={error} />
      {current ? <Checkbox name={remove.name} label={remove.label} defaultChecked={false} /> : null}
    </div>
  );
}
