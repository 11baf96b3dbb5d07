import { type SQL, sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";

/** A listed technician's name as the company's screens show it. */
const technicianName = (alias: string) => sql.raw(`nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`);

/** The company that keeps a row, by the name it shows (its company name, else its account's). */
const keeper = sql`coalesce(nullif(c.company_name, ''), u.name)`;

/** `column in (…ids)`. */
const among = (column: SQL, ids: string[]) =>
  sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * A company's lists, notes and saved searches in its own copy (sections talentLists, talentNotes,
 * talentSearches). Companies' notes and lists about a member are not in the member's automatic copy:
 * they are given with the answer to an access request (decision 070). Every row goes with the account
 * that keeps it, and with the technician it is about, by their foreign keys.
 */
export const recruitingPersonalData: PersonalDataPart = {
  feature: "recruiting",
  exportSections: [
    {
      name: "talentLists",
      query: ({ id }) =>
        sql`select l.name, l.created_at, l.updated_at,
                   coalesce(json_agg(json_build_object('technicianId', m.technician_id, 'technician', ${technicianName("p")}, 'note', m.note,
                                                       'position', m.position, 'source', m.source, 'addedAt', m.added_at) order by m.position)
                            filter (where m.technician_id is not null), '[]'::json) as entries
            from talent_lists l
            left join talent_list_members m on m.list_id = l.id
            left join user_profiles p on p.id = m.technician_id
            where l.company_id = ${id}
            group by l.id
            order by l.created_at, l.id`,
    },
    {
      name: "talentNotes",
      query: ({ id }) =>
        sql`select n.technician_id, ${technicianName("p")} as technician, n.note, n.created_at, n.updated_at
            from talent_notes n left join user_profiles p on p.id = n.technician_id
            where n.company_id = ${id} order by n.updated_at desc, n.technician_id`,
    },
    {
      name: "talentSearches",
      query: ({ id }) =>
        sql`select s.name, s.q, s.skills, s.country, s.city, s.from_date, s.to_date, s.alerts, s.created_at,
                   (select count(*)::int from talent_search_matches sm where sm.search_id = s.id) as matches
            from talent_searches s where s.company_id = ${id} order by s.created_at, s.id`,
    },
  ],
  heldAboutMember: [
    {
      name: "talentNotes",
      query: (memberIds) =>
        sql`select n.technician_id as member_id, ${keeper} as company, n.note, to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD') as date
            from talent_notes n join "user" u on u.id = n.company_id left join company_profiles c on c.id = n.company_id
            where ${among(sql`n.technician_id`, memberIds)}
            order by n.updated_at desc, n.company_id`,
    },
    {
      name: "talentLists",
      query: (memberIds) =>
        sql`select m.technician_id as member_id, ${keeper} as company, l.name as list, nullif(m.note, '') as note,
                   to_char(m.added_at at time zone 'UTC', 'YYYY-MM-DD') as date
            from talent_list_members m join talent_lists l on l.id = m.list_id
            join "user" u on u.id = l.company_id left join company_profiles c on c.id = l.company_id
            where ${among(sql`m.technician_id`, memberIds)}
            order by m.added_at desc, l.id`,
    },
  ],
  goesWithAccount: ["talent_lists", "talent_list_members", "talent_notes", "talent_searches", "talent_search_matches"],
};
