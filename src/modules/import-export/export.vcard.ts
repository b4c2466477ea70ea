import ICAL from 'ical.js';

/**
 * A contact as a vCard 4.0 card (API.md section 9, `format=vcf`), written
 * by ical.js: what the vCard import reads back. N and FN from the names,
 * EMAIL and TEL with PREF=1 on the primary one, an ORG per company, TITLE,
 * NOTE (the description), BDAY, CATEGORIES (the tags), ADR with the
 * location as its locality, the LinkedIn profile as a URL, PHOTO, UID (the
 * contact's ID) and REV (its `updated_at`).
 */

type JProperty = [string, Record<string, string>, string, ...unknown[]];

interface ContactRecord {
  id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  job_title: string;
  description: string;
  location: string;
  linkedin_slug: string;
  image_url: string | null;
  birthday: string | null;
  updated_at: string;
  emails?: { email: string; is_primary: boolean }[];
  phone_numbers?: { country_code: string; phone_number: string; is_primary: boolean }[];
  companies?: { name: string }[];
  tags?: { tag: { name: string } }[];
}

/** Primary first, then in their order: the order in which an import makes the first one primary. */
export const primaryFirst = <T extends { is_primary: boolean }>(items: T[]) => [
  ...items.filter((i) => i.is_primary),
  ...items.filter((i) => !i.is_primary),
];

/**
 * Text as a vCard value: ical.js escapes line feeds, and a carriage return
 * (which vCard cannot hold escaped) becomes a line feed.
 */
const clean = (text: string) => text.replace(/\r\n?/g, '\n');

export function contactCard(record: Record<string, unknown>): string {
  const c = JSON.parse(JSON.stringify(record), (_key, value) =>
    typeof value === 'string' ? clean(value) : value,
  ) as ContactRecord;
  const props: JProperty[] = [
    ['version', {}, 'text', '4.0'],
    ['uid', {}, 'text', c.id],
    ['n', {}, 'text', [c.last_name, c.first_name, '', '', '']],
    ['fn', {}, 'text', c.full_name],
  ];
  primaryFirst(c.emails ?? []).forEach((e, i) =>
    props.push(['email', i === 0 ? { pref: '1' } : {}, 'text', e.email]),
  );
  primaryFirst(c.phone_numbers ?? []).forEach((p, i) =>
    props.push([
      'tel',
      i === 0 ? { pref: '1' } : {},
      'text',
      p.country_code ? `${p.country_code} ${p.phone_number}` : p.phone_number,
    ]),
  );
  for (const company of c.companies ?? []) props.push(['org', {}, 'text', company.name]);
  if (c.job_title) props.push(['title', {}, 'text', c.job_title]);
  if (c.description) props.push(['note', {}, 'text', c.description]);
  if (c.birthday) props.push(['bday', {}, 'date', c.birthday]);
  const tags = (c.tags ?? []).map((t) => t.tag.name);
  if (tags.length) props.push(['categories', {}, 'text', ...tags]);
  if (c.location) props.push(['adr', {}, 'text', ['', '', '', c.location, '', '', '']]);
  if (c.linkedin_slug)
    props.push(['url', {}, 'uri', `https://www.linkedin.com/in/${encodeURIComponent(c.linkedin_slug)}`]);
  if (c.image_url) props.push(['photo', {}, 'uri', c.image_url]);
  props.push(['rev', {}, 'timestamp', c.updated_at.replace(/\.\d+Z$/, 'Z')]);
  const text = ICAL.stringify(['vcard', props, []]);
  return text.endsWith('\r\n') ? text : `${text.replace(/\r?\n$/, '')}\r\n`;
}
