/** Spec §5 Technician list: the skill options of the search's filter. */
export const SKILL_OPTIONS = [
  "Audio",
  "Iluminación",
  "Video",
  "Producción",
  "Escenografía",
  "Multimedia",
  "Streaming",
  "LED",
  "Consolas Digitales",
  "DJ",
] as const;
