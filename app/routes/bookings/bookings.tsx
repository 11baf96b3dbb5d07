// CONTRACT STUB — replaced by its helper.
export default function Placeholder() {
  return null;
}
