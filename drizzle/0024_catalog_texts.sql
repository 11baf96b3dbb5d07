ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ALTER COLUMN "bio" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_profiles" ALTER COLUMN "bio" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_title_present" CHECK ("notifications"."title" is not null or "notifications"."title_key" is not null);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_message_present" CHECK ("notifications"."message" is not null or "notifications"."message_key" is not null);--> statement-breakpoint
-- House rule 11: the notifications the app wrote as Spanish sentences (the hooks' texts, the spec §4
-- status texts and the demo's rows) become keys of catalog:notifications with their parameters, read
-- in the reader's language. Only those texts are recognised (by type, title and message); any other
-- row, such as an admin's notice, keeps its literal title and message.
UPDATE "notifications" SET "title_key" = 'applicationReceived.title', "message_key" = 'applicationReceived.message',
  "params" = jsonb_build_object('applicantName', (regexp_match("message", '^(.+) se postuló a «(.+)»$'))[1], 'jobTitle', (regexp_match("message", '^(.+) se postuló a «(.+)»$'))[2]),
  "title" = NULL, "message" = NULL
WHERE "title_key" IS NULL AND "notification_type" = 'application' AND "title" = 'Nueva postulación' AND "message" ~ '^(.+) se postuló a «(.+)»$';
--> statement-breakpoint
UPDATE "notifications" SET "title_key" = 'applicationStatus.title',
  "message_key" = CASE "message"
    WHEN 'Tu postulación está siendo revisada' THEN 'applicationStatus.pending'
    WHEN 'Tu postulación ha sido revisada' THEN 'applicationStatus.reviewed'
    WHEN 'El empleador se pondrá en contacto contigo' THEN 'applicationStatus.contacted'
    WHEN '¡Felicitaciones! Tu postulación ha sido aceptada' THEN 'applicationStatus.accepted'
    ELSE 'applicationStatus.rejected' END,
  "params" = jsonb_build_object('jobTitle', (regexp_match("title", '^Postulación: (.+)$'))[1]),
  "title" = NULL, "message" = NULL
WHERE "title_key" IS NULL AND "notification_type" = 'application_status' AND "title" ~ '^Postulación: (.+)$'
  AND "message" IN ('Tu postulación está siendo revisada', 'Tu postulación ha sido revisada', 'El empleador se pondrá en contacto contigo',
    '¡Felicitaciones! Tu postulación ha sido aceptada', 'Tu postulación ha sido rechazada');
--> statement-breakpoint
UPDATE "notifications" SET "title_key" = 'welcome.title',
  "message_key" = CASE WHEN "message" LIKE '%el perfil de tu empresa%' THEN 'welcome.company' ELSE 'welcome.member' END,
  "title" = NULL, "message" = NULL
WHERE "title_key" IS NULL AND "notification_type" = 'welcome' AND "title" = '¡Bienvenido a RedAV!'
  AND "message" IN ('Tu cuenta está verificada. Completa tu perfil para que empresas y colegas te encuentren.',
    'Tu cuenta está verificada. Completa el perfil de tu empresa para que los técnicos te encuentren.');
--> statement-breakpoint
UPDATE "notifications" SET "title_key" = 'event.title', "message_key" = 'event.message', "params" = jsonb_build_object('title', "message"),
  "title" = NULL, "message" = NULL
WHERE "title_key" IS NULL AND "notification_type" = 'event' AND "title" = 'Nuevo evento';
--> statement-breakpoint
UPDATE "notifications" SET "title_key" = 'course.title', "message_key" = 'course.message',
  "params" = jsonb_build_object('title', (regexp_match("message", '^Te inscribiste en «(.+)»$'))[1]),
  "title" = NULL, "message" = NULL
WHERE "title_key" IS NULL AND "notification_type" = 'course' AND "title" = 'Inscripción confirmada' AND "message" ~ '^Te inscribiste en «(.+)»$';
--> statement-breakpoint
UPDATE "notifications" SET "title_key" = 'follow.title', "message_key" = 'follow.withOthers',
  "params" = jsonb_build_object('name', (regexp_match("message", '^(.+) y ([0-9]+) personas? más comenzaron a seguirte$'))[1],
    'count', ((regexp_match("message", '^(.+) y ([0-9]+) personas? más comenzaron a seguirte$'))[2])::int),
  "title" = NULL, "message" = NULL
WHERE "title_key" IS NULL AND "notification_type" = 'follow' AND "title" = 'Nuevo seguidor' AND "message" ~ '^(.+) y ([0-9]+) personas? más comenzaron a seguirte$';
--> statement-breakpoint
UPDATE "notifications" SET "title_key" = 'follow.title', "message_key" = 'follow.message',
  "params" = jsonb_build_object('name', (regexp_match("message", '^(.+) comenzó a seguirte$'))[1]),
  "title" = NULL, "message" = NULL
WHERE "title_key" IS NULL AND "notification_type" = 'follow' AND "title" = 'Nuevo seguidor' AND "message" ~ '^(.+) comenzó a seguirte$';
--> statement-breakpoint
UPDATE "notifications" SET "title_key" = 'message.title',
  "message_key" = CASE WHEN "message" = 'Tienes un mensaje nuevo' THEN 'message.noSubject' ELSE 'message.subject' END,
  "params" = CASE WHEN "message" = 'Tienes un mensaje nuevo'
    THEN jsonb_build_object('senderName', (regexp_match("title", '^Nuevo mensaje de (.+)$'))[1])
    ELSE jsonb_build_object('senderName', (regexp_match("title", '^Nuevo mensaje de (.+)$'))[1], 'subject', "message") END,
  "title" = NULL, "message" = NULL
WHERE "title_key" IS NULL AND "notification_type" = 'message' AND "title" ~ '^Nuevo mensaje de (.+)$';
--> statement-breakpoint
UPDATE "notifications" SET "title_key" = 'jobFromCompany.title', "message_key" = 'jobFromCompany.message',
  "params" = jsonb_build_object('companyName', (regexp_match("title", '^Nueva oferta de (.+)$'))[1], 'jobTitle', "message"),
  "title" = NULL, "message" = NULL
WHERE "title_key" IS NULL AND "notification_type" = 'job' AND "title" ~ '^Nueva oferta de (.+)$';
--> statement-breakpoint
UPDATE "notifications" SET "title_key" = 'jobAlert.title', "message_key" = 'jobAlert.message', "params" = jsonb_build_object('jobTitle', "message"),
  "title" = NULL, "message" = NULL
WHERE "title_key" IS NULL AND "notification_type" = 'job' AND "title" = 'Nueva oferta que coincide con tu alerta';
--> statement-breakpoint
UPDATE "notifications" SET "title_key" = 'news.title', "message_key" = 'news.message', "params" = jsonb_build_object('title', "message"),
  "title" = NULL, "message" = NULL
WHERE "title_key" IS NULL AND "notification_type" = 'news' AND "title" = 'Nueva noticia';
--> statement-breakpoint
-- Spec §3's default biography is no longer stored: a profile without one shows the catalog's text
-- (catalog:profile.noBio, 'Sin biografía disponible' in Spanish) in the reader's language.
UPDATE "user_profiles" SET "bio" = NULL WHERE "bio" = 'Sin biografía disponible';
