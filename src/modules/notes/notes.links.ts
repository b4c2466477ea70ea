import { embeddedAs, link, linkSide } from '../../core/link-sides.js';
import { relationOf } from '../../core/links.js';
import { ContactNote } from '../../core/schemas.js';
import { asContact, contactSide } from '../contacts/contacts.links.js';

/** A note as a side of links (`note_id`). */
export const noteSide = linkSide('notes', 'note_id');

/** A note lists its contacts, and a contact its notes (API.md section 8: the note is the `from` side). */
const noteContactsLink = link(
  'note_contacts',
  noteSide('contacts', asContact),
  // A contact's CSV row leaves its notes out: an import cannot make notes.
  contactSide('notes', embeddedAs(ContactNote), { csv: false }),
);
export const NOTE_LINKS = [noteContactsLink];

export const noteContacts = relationOf(noteContactsLink, 'notes');
export const contactNotes = relationOf(noteContactsLink, 'contacts');
