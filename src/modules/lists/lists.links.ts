import { embeddedAs, linkSide } from '../../core/link-sides.js';
import { ListRef } from '../../core/schemas.js';

/** A list as a side of links (`list_id`); contacts and companies declare the links. */
export const listSide = linkSide('lists', 'list_id');
/** A list as a contact or a company embeds it: `{list: {id, name}}`. */
export const asListLink = embeddedAs(ListRef, 'list');
