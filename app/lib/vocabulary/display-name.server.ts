import { type SQL, sql } from "drizzle-orm";
import { storedText } from "~/lib/i18n/stored-text";
import { FORMER_MEMBER_NAME, FORMER_MEMBER_PREFIX } from "./display-name";

/**
 * `storedName` (spec §8) written in SQL, for reads that name many accounts at once (the data
 * export's follows, blocks, CV downloads and applications): the account whose id is `idColumn` by
 * its company name (else its account's name, else 'Empresa'), first and last name (else 'Usuario';
 * never the e-mail, which the reader may not see), a former member as such, an account without a
 * profile (the website form's) by its own name, which is a catalog text, else 'Usuario desconocido'. Fallbacks are catalog texts, read in the reader's language with `shownValues`.
 * `idColumn` is a column reference written by the caller (never input).
 */
export function storedNameSql(idColumn: string): SQL {
  const id = sql.raw(idColumn);
  return sql`(select case
      when nu.id like ${`${FORMER_MEMBER_PREFIX}%`} then ${FORMER_MEMBER_NAME}::text
      when nu.user_type = 'company' then coalesce(nullif(nc.company_name, ''), nullif(nu.name, ''), ${storedText("names.company")}::text)
      when np.id is null then coalesce(nullif(nu.name, ''), ${storedText("names.unknown")}::text)
      else coalesce(nullif(trim(coalesce(np.first_name, '') || ' ' || coalesce(np.last_name, '')), ''), ${storedText("names.user")}::text)
    end
    from "user" nu left join user_profiles np on np.id = nu.id left join company_profiles nc on nc.id = nu.id where nu.id = ${id})`;
}
