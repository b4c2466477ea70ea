import { embeddedAs, linkSide } from '../../core/link-sides.js';
import { TagRef } from '../../core/schemas.js';

/** A tag as a side of links (`tag_id`); contacts, companies and tasks declare the links. */
export const tagSide = linkSide('tags', 'tag_id');
/** A tag as a contact or a company embeds it: `{tag: {id, name}}`. */
export const asTagLink = embeddedAs(TagRef, 'tag');
