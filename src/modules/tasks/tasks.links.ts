import { embeddedAs, link, linkSide } from '../../core/link-sides.js';
import { relationOf } from '../../core/links.js';
import { EmbeddedTask, TagRef } from '../../core/schemas.js';
import { asContact, contactSide } from '../contacts/contacts.links.js';
import { tagSide } from '../tags/tags.links.js';

/** A task as a side of links (`task_id`). */
export const taskSide = linkSide('tasks', 'task_id');

/** The links a task lists (API.md section 8: the task is their `from` side). */
// A contact does not list its tasks.
const taskContactsLink = link('task_contacts', taskSide('contacts', asContact), contactSide(null));
const taskTagsLink = link(
  'task_tags',
  taskSide('tags', embeddedAs(TagRef)),
  tagSide('tasks', embeddedAs(EmbeddedTask)),
);
export const TASK_LINKS = [taskContactsLink, taskTagsLink];

export const taskContacts = relationOf(taskContactsLink, 'tasks');
export const taskTags = relationOf(taskTagsLink, 'tasks');
export const tagTasks = relationOf(taskTagsLink, 'tags');
