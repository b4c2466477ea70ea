import { embeddedAs, link, linkSide } from '../../core/link-sides.js';
import { relationOf } from '../../core/links.js';
import { EmbeddedContact } from '../../core/schemas.js';
import { asCompany, companySide } from '../companies/companies.links.js';
import { asListLink, listSide } from '../lists/lists.links.js';
import { asTagLink, tagSide } from '../tags/tags.links.js';

/** A contact as a side of links (`contact_id`), and as another record embeds it. */
export const contactSide = linkSide('contacts', 'contact_id');
export const asContact = embeddedAs(EmbeddedContact);

/** The links a contact lists (API.md section 8: the contact is their `from` side). */
const contactCompaniesLink = link(
  'contact_companies',
  contactSide('companies', asCompany),
  companySide('contacts', asContact),
);
const contactTagsLink = link('contact_tags', contactSide('tags', asTagLink), tagSide('contacts', asContact));
const listContactsLink = link(
  'list_contacts',
  contactSide('lists', asListLink),
  listSide('contacts', asContact),
);
export const CONTACT_LINKS = [contactCompaniesLink, contactTagsLink, listContactsLink];

export const contactCompanies = relationOf(contactCompaniesLink, 'contacts');
export const companyContacts = relationOf(contactCompaniesLink, 'companies');
export const contactTags = relationOf(contactTagsLink, 'contacts');
export const tagContacts = relationOf(contactTagsLink, 'tags');
export const contactLists = relationOf(listContactsLink, 'contacts');
export const listContacts = relationOf(listContactsLink, 'lists');
