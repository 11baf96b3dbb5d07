/** STUB (issue 38 in progress): the technician's public page, /tecnicos/{handle}. */
export default function TechnicianPage() {
  return null;
}
