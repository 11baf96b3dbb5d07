/** Spec §3 company sizes with their labels. */
export const COMPANY_SIZES = {
  micro: "Micro (1-10 personas)",
  small: "Pequeña (11-50 personas)",
  medium: "Mediana (51-250 personas)",
  large: "Grande (más de 250 personas)",
} as const;
export type CompanySize = keyof typeof COMPANY_SIZES;

/** Spec §3 subcategory codes (every family, plus the plain ones) and the Spanish labels we show for them. */
export const SUBCATEGORIES = {
  manufacturer_audio: "Fabricante de audio",
  manufacturer_video: "Fabricante de video",
  manufacturer_lighting: "Fabricante de iluminación",
  manufacturer_rigging: "Fabricante de estructuras y rigging",
  distributor_audio: "Distribuidor de audio",
  distributor_video: "Distribuidor de video",
  distributor_lighting: "Distribuidor de iluminación",
  distributor_it: "Distribuidor de redes e IT",
  integrator_corporate: "Integración corporativa",
  integrator_education: "Integración educativa",
  integrator_broadcast: "Integración de broadcast",
  integrator_venues: "Integración de salas y teatros",
  rental_audio: "Alquiler de audio",
  rental_video: "Alquiler de video y pantallas",
  rental_lighting: "Alquiler de iluminación",
  rental_staging: "Alquiler de escenarios y estructuras",
  rental_backline: "Alquiler de backline",
  services_production: "Producción técnica",
  services_recording: "Grabación y estudio",
  services_rigging: "Rigging y montaje",
  services_maintenance: "Mantenimiento y reparación",
  services_consulting: "Consultoría y diseño",
  training_courses: "Cursos y talleres",
  training_certification: "Certificaciones",
  it_networking: "Redes y AV sobre IP",
  it_support: "Soporte IT para eventos",
  media_broadcast: "Canal o productora de broadcast",
  media_streaming: "Productora de streaming",
  media_content: "Contenidos audiovisuales",
  software_control: "Software de control",
  software_streaming: "Software de streaming",
  software_management: "Software de gestión",
  other_general: "Otros servicios",
  audio: "Audio",
  video: "Video",
  lighting: "Iluminación",
  production: "Producción",
  events: "Eventos",
  venue: "Salas y venues",
  streaming: "Streaming",
  installation: "Instalaciones",
  education: "Educación",
  broadcast: "Broadcast",
} as const;
export type Subcategory = keyof typeof SUBCATEGORIES;

/** The label of a subcategory code; an unknown code shows as itself. */
export function subcategoryLabel(code: string): string {
  return (SUBCATEGORIES as Record<string, string>)[code] ?? code;
}
