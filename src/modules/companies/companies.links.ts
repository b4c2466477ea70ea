import { embeddedAs, link, linkSide } from '../../core/link-sides.js';
import { relationOf } from '../../core/links.js';
import { EmbeddedCompany } from '../../core/schemas.js';
import { asListLink, listSide } from '../lists/lists.links.js';
import { asTagLink, tagSide } from '../tags/tags.links.js';

/** A company as a side of links (`company_id`), and as another record embeds it. */
export const companySide = linkSide('companies', 'company_id');
export const asCompany = embeddedAs(EmbeddedCompany);

/** The links a company lists (API.md section 8: the company is their `from` side). */
const companyTagsLink = link('company_tags', companySide('tags', asTagLink), tagSide('companies', asCompany));
const listCompaniesLink = link(
  'list_companies',
  companySide('lists', asListLink),
  listSide('companies', asCompany),
);
export const COMPANY_LINKS = [companyTagsLink, listCompaniesLink];

export const companyTags = relationOf(companyTagsLink, 'companies');
export const tagCompanies = relationOf(companyTagsLink, 'tags');
export const companyLists = relationOf(listCompaniesLink, 'companies');
export const listCompanies = relationOf(listCompaniesLink, 'lists');
