-- Decision 055: the names and subjects the app wrote as Spanish sentences become stored catalog texts
-- (U+001E key [U+001F JSON parameters] U+001E, app/lib/stored-text.ts), rendered in the reader's language.
-- Idempotent: a second run finds no sentence left. The audit log (append-only) and the mail log (mail
-- as it was sent) keep their text.
-- A website form's message: 'Consulta desde tu sitio web - De: <visitor>' becomes subjects.websiteInquiry with the visitor's name.
UPDATE "messages" SET "subject" = chr(30) || 'subjects.websiteInquiry' || chr(31) || json_build_object('name', substr("subject", 35))::text || chr(30)
WHERE "sender_id" = 'redav-sitio-web' AND "subject" LIKE 'Consulta desde tu sitio web - De: %';
--> statement-breakpoint
-- Its notification's subject parameter, the same way.
UPDATE "notifications"
SET "params" = jsonb_set("params", '{subject}', to_jsonb(chr(30) || 'subjects.websiteInquiry' || chr(31) || json_build_object('name', substr("params"->>'subject', 35))::text || chr(30)))
WHERE "related_entity_id" = 'redav-sitio-web' AND jsonb_typeof("params") = 'object' AND "params"->>'subject' LIKE 'Consulta desde tu sitio web - De: %';
--> statement-breakpoint
-- An erased member's account: 'Ex-miembro de <site>' becomes names.formerMember.
UPDATE "user" SET "name" = chr(30) || 'names.formerMember' || chr(30)
WHERE "id" LIKE 'ex-miembro-%' AND "name" LIKE 'Ex-miembro de %';
--> statement-breakpoint
-- Others' notifications that named the erased member (a follower, a sender, an applicant, a company).
UPDATE "notifications"
SET "params" = (
  SELECT jsonb_object_agg(
    "key",
    CASE WHEN "key" IN ('name', 'senderName', 'applicantName', 'companyName') AND jsonb_typeof("value") = 'string' AND "value" #>> '{}' LIKE 'Ex-miembro de %'
         THEN to_jsonb(chr(30) || 'names.formerMember' || chr(30))
         ELSE "value" END)
  FROM jsonb_each("params"))
WHERE jsonb_typeof("params") = 'object' AND "params"::text LIKE '%Ex-miembro de %';
--> statement-breakpoint
-- The website form's account (migration 0035) is named names.websiteForm.
UPDATE "user" SET "name" = chr(30) || 'names.websiteForm' || chr(30) WHERE "id" = 'redav-sitio-web' AND "name" = 'Formulario de sitio web';
