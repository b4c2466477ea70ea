import { embeddedAs, type LinkDeclaration, linkSide } from '../../core/link-sides.js';
import { relationOf } from '../../core/links.js';
import { EmbeddedCompany, ListRef, TagRef } from '../../core/schemas.js';
import { listSide } from '../lists/lists.links.js';
import { tagSide } from '../tags/tags.links.js';

/** A company as a side of links (`company_id`), and as another record embeds it. */
export const companySide = linkSide('companies', 'company_id');
export const asCompany = embeddedAs(EmbeddedCompany);

/** The links a company lists (API.md section 8: the company is their `from` side). */
const companyTagsLink: LinkDeclaration = {
  table: 'company_tags',
  from: companySide('tags', embeddedAs(TagRef, 'tag')),
  to: tagSide('companies', asCompany),
};
const listCompaniesLink: LinkDeclaration = {
  table: 'list_companies',
  from: companySide('lists', embeddedAs(ListRef, 'list')),
  to: listSide('companies', asCompany),
};
export const COMPANY_LINKS = [companyTagsLink, listCompaniesLink];

export const companyTags = relationOf(companyTagsLink, 'companies');
export const tagCompanies = relationOf(companyTagsLink, 'tags');
export const companyLists = relationOf(listCompaniesLink, 'companies');
export const listCompanies = relationOf(listCompaniesLink, 'lists');
