/** The AV fields the network speaks of (spec §5's skill options): a technician's skills and a job offer's categories use the same words. */
export const AV_CATEGORIES = [
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
