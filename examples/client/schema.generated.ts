/**
 * Generated from openapi/openapi.json by `npm run openapi:write`; do not edit.
 * `npm run openapi:check` fails when this file is stale.
 */
export interface paths {
    "/user-api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace, user and key behind this API key
         * @description Needs no scope: any key of the workspace may call it.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/contacts/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 100 contacts (or upsert them, with match_on)
         * @description One transaction: all contacts are written, or none. An error names its record under `/body/records/<index>`. Answers 200 with the contacts in the order sent and how many were created and updated.
         *
         *     Needs the scope `contacts:write` (or `write`, or a level above it).
         */
        post: operations["createContactsBatch"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update up to 100 contacts
         * @description One transaction: all contacts are written, or none. An error names its record under `/body/records/<index>`. Each record is its `id` and a PATCH body; an `id` that is not a contact of this workspace is a 422 at `/body/records/<index>/id`.
         *
         *     Needs the scope `contacts:write` (or `write`, or a level above it).
         */
        patch: operations["patchContactsBatch"];
        trace?: never;
    };
    "/user-api/v1/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contacts
         * @description Needs the scope `contacts:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["listContacts"];
        put?: never;
        /**
         * Create a contact
         * @description Needs the scope `contacts:write` (or `write`, or a level above it).
         */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one contact
         * @description Needs the scope `contacts:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["getContact"];
        /**
         * Update a contact
         * @description Needs the scope `contacts:write` (or `write`, or a level above it).
         */
        put: operations["updateContact"];
        post?: never;
        /**
         * Delete a contact; answers the contact as it was
         * @description Needs the scope `contacts:delete` (or `delete`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        delete: operations["deleteContact"];
        options?: never;
        head?: never;
        /**
         * Update a contact (same as PUT)
         * @description Needs the scope `contacts:write` (or `write`, or a level above it).
         */
        patch: operations["patchContact"];
        trace?: never;
    };
    "/user-api/v1/companies/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 100 companies (or upsert them, with match_on)
         * @description One transaction: all companies are written, or none. An error names its record under `/body/records/<index>`. Answers 200 with the companies in the order sent and how many were created and updated.
         *
         *     Needs the scope `companies:write` (or `write`, or a level above it).
         */
        post: operations["createCompaniesBatch"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update up to 100 companies
         * @description One transaction: all companies are written, or none. An error names its record under `/body/records/<index>`. Each record is its `id` and a PATCH body; an `id` that is not a company of this workspace is a 422 at `/body/records/<index>/id`.
         *
         *     Needs the scope `companies:write` (or `write`, or a level above it).
         */
        patch: operations["patchCompaniesBatch"];
        trace?: never;
    };
    "/user-api/v1/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List companies
         * @description Needs the scope `companies:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["listCompanies"];
        put?: never;
        /**
         * Create a company
         * @description Answers the company with tags, lists, contacts and custom_fields expanded.
         *
         *     Needs the scope `companies:write` (or `write`, or a level above it).
         */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one company
         * @description Needs the scope `companies:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["getCompany"];
        /**
         * Update a company
         * @description Fields absent stay as they are; tags, lists and contacts sent replace that relation; custom_fields are merged per field.
         *
         *     Needs the scope `companies:write` (or `write`, or a level above it).
         */
        put: operations["updateCompany"];
        post?: never;
        /**
         * Delete a company and every link to it; answers the company as it was
         * @description Needs the scope `companies:delete` (or `delete`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        delete: operations["deleteCompany"];
        options?: never;
        head?: never;
        /**
         * Update a company (same as PUT)
         * @description Fields absent stay as they are; tags, lists and contacts sent replace that relation; custom_fields are merged per field.
         *
         *     Needs the scope `companies:write` (or `write`, or a level above it).
         */
        patch: operations["patchCompany"];
        trace?: never;
    };
    "/user-api/v1/tags/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 100 tags (or upsert them, with match_on)
         * @description One transaction: all tags are written, or none. An error names its record under `/body/records/<index>`. Answers 200 with the tags in the order sent and how many were created and updated.
         *
         *     Needs the scope `tags:write` (or `write`, or a level above it).
         */
        post: operations["createTagsBatch"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update up to 100 tags
         * @description One transaction: all tags are written, or none. An error names its record under `/body/records/<index>`. Each record is its `id` and a PATCH body; an `id` that is not a tag of this workspace is a 422 at `/body/records/<index>/id`.
         *
         *     Needs the scope `tags:write` (or `write`, or a level above it).
         */
        patch: operations["patchTagsBatch"];
        trace?: never;
    };
    "/user-api/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description Needs the scope `tags:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["listTags"];
        put?: never;
        /**
         * Create a tag
         * @description The name must be unique in the workspace ignoring case (409 names the holder). The response has contacts, companies and tasks expanded.
         *
         *     Needs the scope `tags:write` (or `write`, or a level above it).
         */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one tag
         * @description Needs the scope `tags:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["getTag"];
        /**
         * Update a tag
         * @description Fields absent from the body stay as they are; `contacts`, `companies` or `tasks`, when sent, become exactly the IDs sent. The response has every relation expanded.
         *
         *     Needs the scope `tags:write` (or `write`, or a level above it).
         */
        put: operations["updateTag"];
        post?: never;
        /**
         * Delete a tag; answers the tag as it was
         * @description Removes the tag and its links; the linked contacts, companies and tasks stay.
         *
         *     Needs the scope `tags:delete` (or `delete`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /**
         * Update a tag (same as PUT)
         * @description Fields absent from the body stay as they are; `contacts`, `companies` or `tasks`, when sent, become exactly the IDs sent. The response has every relation expanded.
         *
         *     Needs the scope `tags:write` (or `write`, or a level above it).
         */
        patch: operations["patchTag"];
        trace?: never;
    };
    "/user-api/v1/notes/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 100 notes
         * @description One transaction: all notes are written, or none. An error names its record under `/body/records/<index>`. Answers 200 with the notes in the order sent and how many were created and updated.
         *
         *     Needs the scope `notes:write` (or `write`, or a level above it).
         */
        post: operations["createNotesBatch"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update up to 100 notes
         * @description One transaction: all notes are written, or none. An error names its record under `/body/records/<index>`. Each record is its `id` and a PATCH body; an `id` that is not a note of this workspace is a 422 at `/body/records/<index>/id`.
         *
         *     Needs the scope `notes:write` (or `write`, or a level above it).
         */
        patch: operations["patchNotesBatch"];
        trace?: never;
    };
    "/user-api/v1/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List notes
         * @description Needs the scope `notes:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["listNotes"];
        put?: never;
        /**
         * Create a note
         * @description Needs the scope `notes:write` (or `write`, or a level above it).
         */
        post: operations["createNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one note
         * @description Needs the scope `notes:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["getNote"];
        /**
         * Update a note
         * @description Needs the scope `notes:write` (or `write`, or a level above it).
         */
        put: operations["updateNote"];
        post?: never;
        /**
         * Delete a note; answers the note as it was
         * @description Needs the scope `notes:delete` (or `delete`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        delete: operations["deleteNote"];
        options?: never;
        head?: never;
        /**
         * Update a note (same as PUT)
         * @description Needs the scope `notes:write` (or `write`, or a level above it).
         */
        patch: operations["patchNote"];
        trace?: never;
    };
    "/user-api/v1/lists/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 100 lists (or upsert them, with match_on)
         * @description One transaction: all lists are written, or none. An error names its record under `/body/records/<index>`. Answers 200 with the lists in the order sent and how many were created and updated.
         *
         *     Needs the scope `lists:write` (or `write`, or a level above it).
         */
        post: operations["createListsBatch"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update up to 100 lists
         * @description One transaction: all lists are written, or none. An error names its record under `/body/records/<index>`. Each record is its `id` and a PATCH body; an `id` that is not a list of this workspace is a 422 at `/body/records/<index>/id`.
         *
         *     Needs the scope `lists:write` (or `write`, or a level above it).
         */
        patch: operations["patchListsBatch"];
        trace?: never;
    };
    "/user-api/v1/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List lists
         * @description `type` keeps the lists of the types named. `include=contacts` embeds the members of CONTACT lists and `include=companies` those of COMPANY lists; a list never carries the other kind.
         *
         *     Needs the scope `lists:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["listLists"];
        put?: never;
        /**
         * Create a list
         * @description A CONTACT list takes `contacts`, a COMPANY list `companies` (each item an ID or `{"id": ...}`); the other key is a 400. The response has the members expanded.
         *
         *     Needs the scope `lists:write` (or `write`, or a level above it).
         */
        post: operations["createList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one list
         * @description Needs the scope `lists:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["getList"];
        /**
         * Update a list
         * @description Fields absent from the body stay as they are; the members, when sent, become exactly the IDs sent. `type` cannot change (400). The response has the members expanded.
         *
         *     Needs the scope `lists:write` (or `write`, or a level above it).
         */
        put: operations["updateList"];
        post?: never;
        /**
         * Delete a list; answers the list as it was
         * @description Removes the list and its memberships; the contacts and companies stay.
         *
         *     Needs the scope `lists:delete` (or `delete`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        delete: operations["deleteList"];
        options?: never;
        head?: never;
        /**
         * Update a list (same as PUT)
         * @description Fields absent from the body stay as they are; the members, when sent, become exactly the IDs sent. `type` cannot change (400). The response has the members expanded.
         *
         *     Needs the scope `lists:write` (or `write`, or a level above it).
         */
        patch: operations["patchList"];
        trace?: never;
    };
    "/user-api/v1/tasks/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 100 tasks
         * @description One transaction: all tasks are written, or none. An error names its record under `/body/records/<index>`. Answers 200 with the tasks in the order sent and how many were created and updated.
         *
         *     Needs the scope `tasks:write` (or `write`, or a level above it).
         */
        post: operations["createTasksBatch"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update up to 100 tasks
         * @description One transaction: all tasks are written, or none. An error names its record under `/body/records/<index>`. Each record is its `id` and a PATCH body; an `id` that is not a task of this workspace is a 422 at `/body/records/<index>/id`.
         *
         *     Needs the scope `tasks:write` (or `write`, or a level above it).
         */
        patch: operations["patchTasksBatch"];
        trace?: never;
    };
    "/user-api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description Needs the scope `tasks:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["listTasks"];
        put?: never;
        /**
         * Create a task
         * @description The caller (the owner of the key) is the creator; the assignee defaults to it.
         *
         *     Needs the scope `tasks:write` (or `write`, or a level above it).
         */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one task
         * @description Needs the scope `tasks:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["getTask"];
        /**
         * Update a task
         * @description Needs the scope `tasks:write` (or `write`, or a level above it).
         */
        put: operations["updateTask"];
        post?: never;
        /**
         * Delete a task; answers the task as it was
         * @description Needs the scope `tasks:delete` (or `delete`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        delete: operations["deleteTask"];
        options?: never;
        head?: never;
        /**
         * Update a task (same as PUT)
         * @description Needs the scope `tasks:write` (or `write`, or a level above it).
         */
        patch: operations["patchTask"];
        trace?: never;
    };
    "/user-api/v1/custom-fields/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 100 custom fields (or upsert them, with match_on)
         * @description One transaction: all custom fields are written, or none. An error names its record under `/body/records/<index>`. Answers 200 with the custom fields in the order sent and how many were created and updated.
         *
         *     Needs the scope `custom_fields:write` (or `write`, or a level above it).
         */
        post: operations["createCustomFieldsBatch"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update up to 100 custom fields
         * @description One transaction: all custom fields are written, or none. An error names its record under `/body/records/<index>`. Each record is its `id` and a PATCH body; an `id` that is not a custom field of this workspace is a 422 at `/body/records/<index>/id`.
         *
         *     Needs the scope `custom_fields:write` (or `write`, or a level above it).
         */
        patch: operations["patchCustomFieldsBatch"];
        trace?: never;
    };
    "/user-api/v1/custom-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List custom fields
         * @description Needs the scope `custom_fields:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["listCustomFields"];
        put?: never;
        /**
         * Create a custom field
         * @description Needs the scope `custom_fields:write` (or `write`, or a level above it).
         */
        post: operations["createCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/custom-fields/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one custom field
         * @description Needs the scope `custom_fields:read` (or `read`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        get: operations["getCustomField"];
        /**
         * Update a custom field
         * @description Takes `name` and `multi_select_options`; `field_type` and `entity_type` cannot change. Options sent with an `id` keep it, options without one are new, options left out are removed and the values that chose them are cleared.
         *
         *     Needs the scope `custom_fields:write` (or `write`, or a level above it).
         */
        put: operations["updateCustomField"];
        post?: never;
        /**
         * Delete a custom field and its values everywhere; answers the field as it was
         * @description Needs the scope `custom_fields:delete` (or `delete`, or a level above it); `include` needs `read` on each area it names (`include=tags`: `tags:read`).
         */
        delete: operations["deleteCustomField"];
        options?: never;
        head?: never;
        /**
         * Update a custom field (same as PUT)
         * @description Takes `name` and `multi_select_options`; `field_type` and `entity_type` cannot change. Options sent with an `id` keep it, options without one are new, options left out are removed and the values that chose them are cleared.
         *
         *     Needs the scope `custom_fields:write` (or `write`, or a level above it).
         */
        patch: operations["patchCustomField"];
        trace?: never;
    };
    "/user-api/v1/workspace-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace users
         * @description Needs no scope: any key of the workspace may call it.
         */
        get: operations["listWorkspaceUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/workspace-users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one workspace user
         * @description Needs no scope: any key of the workspace may call it.
         */
        get: operations["getWorkspaceUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the change feed
         * @description Events oldest first, after the cursor `after` (or with `order=desc`, newest first, before `before`). Follow `meta.next_cursor` to read on: oldest first, it never skips an event and never shows one twice, even while writes commit on several instances. Events are kept `EVENT_RETENTION_DAYS` (30 by default); a cursor older than that answers 410 `cursor_expired`.
         *
         *     Needs the scope `events:read` (or `read`, or a level above it).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one event
         * @description Needs the scope `events:read` (or `read`, or a level above it).
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Needs the scope `webhooks:read` (or `read`, or a level above it).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Deliveries start with the events recorded after the webhook is created. The answer carries the signing `secret`, shown only here. The key also needs `read` on every area its `event_types` name (`link.added` and `link.removed`: contacts, companies, tags, notes, lists and tasks; `*`: those and custom_fields); a 403 names each scope it lacks.
         *
         *     Needs the scope `webhooks:write` (or `write`, or a level above it).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one webhook
         * @description Needs the scope `webhooks:read` (or `read`, or a level above it).
         */
        get: operations["getWebhook"];
        /**
         * Update a webhook
         * @description Fields absent from the body stay as they are. `enabled: true` clears `disabled_reason`; the events recorded while the webhook was disabled are then delivered. The key also needs `read` on every area the `event_types` name as they are after the change (those sent, else those kept).
         *
         *     Needs the scope `webhooks:write` (or `write`, or a level above it).
         */
        put: operations["updateWebhook"];
        post?: never;
        /**
         * Delete a webhook and its deliveries; answers the webhook as it was
         * @description Needs the scope `webhooks:delete` (or `delete`, or a level above it).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook (same as PUT)
         * @description Fields absent from the body stay as they are. `enabled: true` clears `disabled_reason`; the events recorded while the webhook was disabled are then delivered. The key also needs `read` on every area the `event_types` name as they are after the change (those sent, else those kept).
         *
         *     Needs the scope `webhooks:write` (or `write`, or a level above it).
         */
        patch: operations["patchWebhook"];
        trace?: never;
    };
    "/user-api/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret
         * @description Answers the new secret, shown only here. For 24 hours deliveries carry two signatures, made with the new and the old secret, so receivers can switch without losing a delivery.
         *
         *     Needs the scope `webhooks:write` (or `write`, or a level above it).
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's deliveries, newest first
         * @description Needs the scope `webhooks:read` (or `read`, or a level above it).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/webhooks/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attempt a delivery once more, now
         * @description Whatever its status, the delivery is attempted again at once (while the webhook is enabled) and the answer is the delivery as it stands before that attempt.
         *
         *     Needs the scope `webhooks:write` (or `write`, or a level above it).
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event
         * @description Delivers a `webhook.test` event to this webhook alone, whatever its `event_types`; the event is not in the change feed. Its delivery is listed with the others.
         *
         *     Needs the scope `webhooks:write` (or `write`, or a level above it).
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/contacts/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import contacts from a CSV file or a vCard file
         * @description The body is a CSV file (`Content-Type: text/csv`, or `text/vcard` for a vCard 3.0 or 4.0 file, one contact per card; at most IMPORT_BODY_LIMIT_BYTES, 50 MB by default). It is UTF-8 unless the Content-Type names a `charset` (`windows-1252`, `latin1`, `utf-16le`...) or it begins with a UTF-16 byte order mark; without either, a row that is not UTF-8 fails with its reason. A byte order mark, CRLF line ends, quoted fields with line ends and `;` as the delimiter are read. The header names the fields, ignoring case, spaces, `_` and `-`: the fields by name, custom fields by name, and the exports of Google Contacts, Outlook, HubSpot and LinkedIn as they come (LinkedIn's `Notes:` preamble is skipped). E-mail and phone cells split at `;`, `,` and ` ::: `; tag, company and list cells at `;` and ` ::: ` only; tags, companies and lists are created when missing (only with `write` on their area: else the row fails: this key lacks tags:write). A cell that begins with `'` and then `=`, `+`, `-`, `@`, a tab or a carriage return (as an export escapes formulas) loses that `'`. A bad row (a cell over 1 MB, a row over 4 MB included) is reported in `errors` and the others are written. A header with no known column, or a `map` that cannot apply, is a 400 and writes nothing. Answers 200 with the summary.
         *
         *     Needs the scope `contacts:write` (or `write`, or a level above it).
         */
        post: operations["importContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/companies/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import companies from a CSV file
         * @description The body is a CSV file (`Content-Type: text/csv`; at most IMPORT_BODY_LIMIT_BYTES, 50 MB by default). It is UTF-8 unless the Content-Type names a `charset` (`windows-1252`, `latin1`, `utf-16le`...) or it begins with a UTF-16 byte order mark; without either, a row that is not UTF-8 fails with its reason. A byte order mark, CRLF line ends, quoted fields with line ends and `;` as the delimiter are read. The header names the fields, ignoring case, spaces, `_` and `-`: the fields by name, custom fields by name, and the exports of Google Contacts, Outlook, HubSpot and LinkedIn as they come (LinkedIn's `Notes:` preamble is skipped). E-mail and phone cells split at `;`, `,` and ` ::: `; tag, company and list cells at `;` and ` ::: ` only; tags, companies and lists are created when missing (only with `write` on their area: else the row fails: this key lacks tags:write). A cell that begins with `'` and then `=`, `+`, `-`, `@`, a tab or a carriage return (as an export escapes formulas) loses that `'`. A bad row (a cell over 1 MB, a row over 4 MB included) is reported in `errors` and the others are written. A header with no known column, or a `map` that cannot apply, is a 400 and writes nothing. Answers 200 with the summary.
         *
         *     Needs the scope `companies:write` (or `write`, or a level above it).
         */
        post: operations["importCompanies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/contacts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export every contact that matches, as CSV or JSONL or vCard
         * @description Streams every record the filters match, in `order_by` (no `limit`). `csv` (the default): a header row, then a row per record: plain fields by name, relations as names joined by `; ` (e-mails and phones by value, the primary first, phones as `+<code> <number>`), custom fields as columns named after them, no `full_name` and no `notes`: what the import takes back. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a `'` before it, so that no spreadsheet runs it as a formula (the import drops it again). `jsonl`: one fully expanded record per line. `vcf`: one vCard 4.0 card per contact, which the vCard import reads back.
         *
         *     Needs the scope `contacts:read` (or `read`, or a level above it).
         */
        get: operations["exportContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/companies/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export every company that matches, as CSV or JSONL
         * @description Streams every record the filters match, in `order_by` (no `limit`). `csv` (the default): a header row, then a row per record: plain fields by name, relations as names joined by `; `, custom fields as columns named after them: what the import takes back. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a `'` before it, so that no spreadsheet runs it as a formula (the import drops it again). `jsonl`: one fully expanded record per line.
         *
         *     Needs the scope `companies:read` (or `read`, or a level above it).
         */
        get: operations["exportCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/tags/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export every tag that matches, as CSV or JSONL
         * @description Streams every record the filters match, in `order_by` (no `limit`). `csv` (the default): a header row, then a row per record: plain fields by name, relations as names joined by `; `: what the import takes back. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a `'` before it, so that no spreadsheet runs it as a formula (the import drops it again). `jsonl`: one fully expanded record per line.
         *
         *     Needs the scope `tags:read` (or `read`, or a level above it).
         */
        get: operations["exportTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/notes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export every note that matches, as CSV or JSONL
         * @description Streams every record the filters match, in `order_by` (no `limit`). `csv` (the default): a header row, then a row per record: plain fields by name, relations as names joined by `; `: what the import takes back. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a `'` before it, so that no spreadsheet runs it as a formula (the import drops it again). `jsonl`: one fully expanded record per line.
         *
         *     Needs the scope `notes:read` (or `read`, or a level above it).
         */
        get: operations["exportNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/lists/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export every list that matches, as CSV or JSONL
         * @description Streams every record the filters match, in `order_by` (no `limit`). `csv` (the default): a header row, then a row per record: plain fields by name, relations as names joined by `; `: what the import takes back. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a `'` before it, so that no spreadsheet runs it as a formula (the import drops it again). `jsonl`: one fully expanded record per line.
         *
         *     Needs the scope `lists:read` (or `read`, or a level above it).
         */
        get: operations["exportLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/tasks/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export every task that matches, as CSV or JSONL
         * @description Streams every record the filters match, in `order_by` (no `limit`). `csv` (the default): a header row, then a row per record: plain fields by name, relations as names joined by `; `: what the import takes back. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a `'` before it, so that no spreadsheet runs it as a formula (the import drops it again). `jsonl`: one fully expanded record per line.
         *
         *     Needs the scope `tasks:read` (or `read`, or a level above it).
         */
        get: operations["exportTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/contacts/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List groups of likely duplicate contacts
         * @description Groups of contacts sharing an e-mail address (`reason: email`, `value`: the address) or a phone number (`reason: phone`, `value`: the country code's digits followed by the number's). Contacts with `ignore_merge: true` are never proposed. Groups are ordered by reason, then value; records by created_at, then id.
         *
         *     Needs the scope `contacts:read` (or `read`, or a level above it).
         */
        get: operations["listContactDuplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/contacts/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge contacts into this one; answers it fully expanded
         * @description The listed contacts' e-mails and phone numbers are added (an address or number the target has is not added again; the target's primary stays primary), their companies, tags, notes, lists and tasks are linked to the target (after its own links, none twice), custom-field values and plain fields the target has no value of are taken from the first contact listed that has one, and the listed contacts are deleted, in one transaction. `ignore_merge` does not stop an explicit merge. Answers the target fully expanded. The change feed records the target updated, each merged contact deleted and each record relinked updated.
         *
         *     Needs the scope `contacts:delete` (or `delete`, or a level above it).
         */
        post: operations["mergeContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/companies/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List groups of likely duplicate companies
         * @description Groups of companies sharing a website host (`reason: domain`, compared as the `domain` filter does) or a name ignoring case (`reason: name`, `value` in lower case). Companies with `ignore_merge: true` are never proposed. Groups are ordered by reason, then value; records by created_at, then id.
         *
         *     Needs the scope `companies:read` (or `read`, or a level above it).
         */
        get: operations["listCompanyDuplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/companies/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge companies into this one; answers it fully expanded
         * @description The listed companies' contacts, tags and lists are linked to the target (after its own links, none twice), custom-field values and plain fields the target has no value of are taken from the first company listed that has one, and the listed companies are deleted, in one transaction. `ignore_merge` does not stop an explicit merge. Answers the target fully expanded. The change feed records the target updated, each merged company deleted and each record relinked updated.
         *
         *     Needs the scope `companies:delete` (or `delete`, or a level above it).
         */
        post: operations["mergeCompanies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deleted records, the last deleted first
         * @description Each deleted record once, for its last delete, while that delete event is kept; only records of the areas the key can read. `resource` narrows it to one resource.
         *
         *     Needs `read` on at least one area (`contacts:read`, ...).
         */
        get: operations["listTrash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/trash/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore deleted records, all or nothing
         * @description Each record comes back as it was before its delete: its ID, fields, e-mails, phone numbers, custom-field values (a custom field: its options and the values its delete removed from records that exist), and the links its delete took to records that exist once the request is done. `created_at` is kept; `updated_at` is now. Answers each record as GET with every include answers it, in the order sent. Needs `delete` on each record's area. An ID not in the trash: 404 at `/body/ids/<i>`; a tag or custom field whose name another now holds: 409 with the holder's `existing_id`; nothing is restored then.
         *
         *     Needs `delete` on the area of each record it names (`contacts:delete` for a contact, ...).
         */
        post: operations["restoreFromTrash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take back one request's writes, or one key's over a time range
         * @description Takes the matching kept events newest first and reverts each, in one transaction: a created record is deleted as DELETE would (restorable from the trash), an update gets each field of `previous` back, a deleted record is restored as POST /trash/restore would, a restored one deleted again, a link added is unlinked and one removed linked again. What a later write not taken back changed since is left as it is and listed in `meta.conflicts` (action `skipped`), unless `force`. The undo records its own events, so it can be undone too. Needs `events:read` and `delete` on every area the events touch (both sides of a link). At most 10000 events: more is a 400.
         *
         *     Needs the scope `events:read` (or `read`, or a level above it).
         */
        post: operations["undo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorDetail: {
            /** @description JSON pointer into the request: /body/name, /query/order_by */
            path: string;
            message: string;
            /** @description The record that holds the unique value (409) */
            existing_id?: string;
            /** @description The ID that was not found (422) */
            id?: string;
        };
        Error: {
            error: {
                /** @example validation_error */
                code: string;
                message: string;
                details: components["schemas"]["ErrorDetail"][];
                request_id: string;
            };
        };
        EmbeddedContact: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            full_name: string;
            image_url: string | null;
        };
        EmbeddedCompany: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            name: string;
            logo_url: string | null;
        };
        EmbeddedUser: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            full_name: string;
            avatar_url: string | null;
        };
        TagRef: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            name: string;
        };
        TagLink: {
            tag: components["schemas"]["TagRef"];
        };
        ListRef: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            name: string;
        };
        ListLink: {
            list: components["schemas"]["ListRef"];
        };
        EmbeddedTask: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            body: string;
        };
        ContactNote: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            body: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            updated_at: string;
        };
        PageMeta: {
            limit: number;
            offset: number;
            /** @description Exact number of records that match */
            total: number;
            /** @description offset + data.length < total */
            has_more: boolean;
        };
        /**
         * @example {
         *       "workspace": {
         *         "id": "wsp_01jd8k2m3n4p5q6r7s8t9v0w1v",
         *         "name": "Default workspace"
         *       },
         *       "user": {
         *         "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *         "full_name": "Ada Lovelace",
         *         "email": "ada@example.com",
         *         "avatar_url": null,
         *         "role": "OWNER",
         *         "created_at": "2026-11-22T01:15:12.345Z",
         *         "updated_at": "2026-11-22T01:15:12.345Z"
         *       },
         *       "api_key": {
         *         "id": "key_01jd8k2m3n4p5q6r7s8t9v0w1u",
         *         "name": "Zapier",
         *         "scopes": [
         *           "contacts:write",
         *           "tags:write"
         *         ],
         *         "created_at": "2026-11-22T01:15:12.345Z",
         *         "expires_at": null
         *       }
         *     }
         */
        Me: {
            workspace: {
                /** @description Opaque ID with a resource prefix */
                id: string;
                name: string;
            };
            user: components["schemas"]["WorkspaceUser"];
            api_key: {
                /** @description Opaque ID with a resource prefix */
                id: string;
                name: string;
                /**
                 * @description The scopes the key was made with, as given (`["delete"]`: every level on every area; API.md section 3)
                 * @example [
                 *       "contacts:write",
                 *       "tags:write"
                 *     ]
                 * @example [
                 *       "read"
                 *     ]
                 * @example [
                 *       "delete"
                 *     ]
                 */
                scopes: string[];
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-11-22T01:15:12.345Z
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-11-22T01:15:12.345Z
                 */
                expires_at: string | null;
            };
        };
        ContactEmail: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            email: string;
            is_primary: boolean;
        };
        ContactPhoneNumber: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            country_code: string;
            phone_number: string;
            is_primary: boolean;
        };
        /**
         * @example {
         *       "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *       "first_name": "Mary Ann",
         *       "last_name": "Smith",
         *       "full_name": "Mary Ann Smith",
         *       "job_title": "Head of Purchasing",
         *       "description": "Met at the spring fair.",
         *       "location": "Lyon",
         *       "linkedin_slug": "maryannsmith",
         *       "x_slug": null,
         *       "facebook_slug": null,
         *       "instagram_slug": null,
         *       "image_url": null,
         *       "birthday": "1984-02-29",
         *       "is_starred": false,
         *       "ignore_merge": false,
         *       "last_team_interaction": null,
         *       "team_members_connected": 0,
         *       "created_at": "2026-11-22T01:15:12.345Z",
         *       "updated_at": "2026-11-22T01:15:12.345Z",
         *       "emails": [
         *         {
         *           "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
         *           "email": "mary@acme.com",
         *           "is_primary": true
         *         }
         *       ],
         *       "phone_numbers": [
         *         {
         *           "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
         *           "country_code": "+33",
         *           "phone_number": "612345678",
         *           "is_primary": true
         *         }
         *       ],
         *       "companies": [
         *         {
         *           "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *           "name": "Acme",
         *           "logo_url": null
         *         }
         *       ],
         *       "custom_fields": [],
         *       "tags": [
         *         {
         *           "tag": {
         *             "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
         *             "name": "Investor"
         *           }
         *         }
         *       ],
         *       "lists": [
         *         {
         *           "list": {
         *             "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
         *             "name": "Warm leads"
         *           }
         *         }
         *       ],
         *       "notes": []
         *     }
         */
        Contact: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            first_name: string;
            last_name: string;
            /** @description First and last name joined by one space, trimmed */
            full_name: string;
            job_title: string;
            description: string;
            location: string;
            linkedin_slug: string;
            x_slug: string | null;
            facebook_slug: string | null;
            instagram_slug: string | null;
            image_url: string | null;
            /** @description YYYY-MM-DD */
            birthday: string | null;
            is_starred: boolean;
            ignore_merge: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            last_team_interaction: string | null;
            team_members_connected: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            updated_at: string;
            emails?: components["schemas"]["ContactEmail"][];
            phone_numbers?: components["schemas"]["ContactPhoneNumber"][];
            companies?: components["schemas"]["EmbeddedCompany"][];
            custom_fields?: components["schemas"]["CustomFieldValue"][];
            tags?: components["schemas"]["TagLink"][];
            lists?: components["schemas"]["ListLink"][];
            notes?: components["schemas"]["ContactNote"][];
        };
        /**
         * @example {
         *       "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "name": "Acme",
         *       "description": "Anvils and rockets",
         *       "headquarters_location": "Paris, France",
         *       "linkedin_slug": "acme",
         *       "x_slug": "acme",
         *       "facebook_slug": null,
         *       "instagram_slug": null,
         *       "website_url": "https://acme.com",
         *       "logo_url": null,
         *       "email": "hello@acme.com",
         *       "country_code": "+33",
         *       "phone_number": "140000000",
         *       "arr_estimate": 1200000,
         *       "number_of_employees": 42,
         *       "is_starred": false,
         *       "ignore_merge": false,
         *       "last_team_interaction": null,
         *       "team_members_connected": 0,
         *       "created_at": "2026-11-22T01:15:12.345Z",
         *       "updated_at": "2026-11-22T01:15:12.345Z",
         *       "tags": [
         *         {
         *           "tag": {
         *             "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *             "name": "Investor"
         *           }
         *         }
         *       ],
         *       "lists": [
         *         {
         *           "list": {
         *             "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *             "name": "Targets"
         *           }
         *         }
         *       ],
         *       "contacts": [
         *         {
         *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w20",
         *           "full_name": "Mary Ann Smith",
         *           "image_url": null
         *         }
         *       ],
         *       "custom_fields": [
         *         {
         *           "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
         *           "name": "Stage",
         *           "field_type": "SINGLE_SELECT",
         *           "value": {
         *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w22",
         *             "value": "Prospect"
         *           }
         *         }
         *       ]
         *     }
         */
        Company: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            name: string;
            description: string;
            headquarters_location: string;
            linkedin_slug: string;
            x_slug: string | null;
            facebook_slug: string | null;
            instagram_slug: string | null;
            website_url: string;
            logo_url: string | null;
            email: string;
            country_code: string;
            phone_number: string;
            arr_estimate: number;
            number_of_employees: number;
            is_starred: boolean;
            ignore_merge: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            last_team_interaction: string | null;
            team_members_connected: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            updated_at: string;
            tags?: components["schemas"]["TagLink"][];
            lists?: components["schemas"]["ListLink"][];
            contacts?: components["schemas"]["EmbeddedContact"][];
            custom_fields?: components["schemas"]["CustomFieldValue"][];
        };
        /**
         * @example {
         *       "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "name": "Investor",
         *       "created_at": "2026-11-22T01:15:12.345Z",
         *       "updated_at": "2026-11-22T01:15:12.345Z",
         *       "contacts": [
         *         {
         *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *           "full_name": "Mary Ann Smith",
         *           "image_url": null
         *         }
         *       ],
         *       "companies": [
         *         {
         *           "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *           "name": "Acme",
         *           "logo_url": null
         *         }
         *       ],
         *       "tasks": [
         *         {
         *           "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w20",
         *           "body": "Send the term sheet"
         *         }
         *       ]
         *     }
         */
        Tag: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            name: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            updated_at: string;
            contacts?: components["schemas"]["EmbeddedContact"][];
            companies?: components["schemas"]["EmbeddedCompany"][];
            tasks?: components["schemas"]["EmbeddedTask"][];
        };
        /**
         * @example {
         *       "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "body": "Called about the renewal; follow up in March.",
         *       "created_at": "2026-11-22T01:15:12.345Z",
         *       "updated_at": "2026-11-22T01:15:12.345Z",
         *       "contacts": [
         *         {
         *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *           "full_name": "Mary Ann Smith",
         *           "image_url": null
         *         }
         *       ]
         *     }
         */
        Note: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            body: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            updated_at: string;
            contacts?: components["schemas"]["EmbeddedContact"][];
        };
        /**
         * @example {
         *       "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "name": "Warm leads",
         *       "type": "CONTACT",
         *       "description": "Met at the spring fair",
         *       "created_at": "2026-11-22T01:15:12.345Z",
         *       "updated_at": "2026-11-22T01:15:12.345Z",
         *       "contacts": [
         *         {
         *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *           "full_name": "Mary Ann Smith",
         *           "image_url": null
         *         }
         *       ]
         *     }
         */
        List: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            name: string;
            /**
             * @description CONTACT (a list of contacts) or COMPANY (a list of companies)
             * @enum {string}
             */
            type: "CONTACT" | "COMPANY";
            description: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            updated_at: string;
            /** @description CONTACT lists only */
            contacts?: components["schemas"]["EmbeddedContact"][];
            /** @description COMPANY lists only */
            companies?: components["schemas"]["EmbeddedCompany"][];
        };
        /**
         * @example {
         *       "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "body": "Send the renewal offer.",
         *       "due_date": "2026-12-01T09:00:00.000Z",
         *       "completed_at": null,
         *       "created_at": "2026-11-22T01:15:12.345Z",
         *       "updated_at": "2026-11-22T01:15:12.345Z",
         *       "contacts": [
         *         {
         *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *           "full_name": "Mary Ann Smith",
         *           "image_url": null
         *         }
         *       ],
         *       "assignee": {
         *         "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *         "full_name": "Ada Lovelace",
         *         "avatar_url": null
         *       },
         *       "creator": {
         *         "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *         "full_name": "Ada Lovelace",
         *         "avatar_url": null
         *       },
         *       "tags": [
         *         {
         *           "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1w",
         *           "name": "Renewals"
         *         }
         *       ]
         *     }
         */
        Task: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            body: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            due_date: string | null;
            /**
             * Format: date-time
             * @description When the task was completed; null while it is open
             * @example 2026-11-22T01:15:12.345Z
             */
            completed_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            updated_at: string;
            /** @description Always present, except in a write's answer to a key without contacts:read */
            contacts?: components["schemas"]["EmbeddedContact"][];
            assignee: components["schemas"]["EmbeddedUser"];
            creator: components["schemas"]["EmbeddedUser"];
            tags?: components["schemas"]["TagRef"][];
        };
        CustomFieldOption: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            value: string;
        };
        /**
         * @example {
         *       "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "name": "Stage",
         *       "field_type": "SINGLE_SELECT",
         *       "entity_type": "COMPANY",
         *       "created_at": "2026-11-22T01:15:12.345Z",
         *       "updated_at": "2026-11-22T01:15:12.345Z",
         *       "multi_select_options": [
         *         {
         *           "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *           "value": "Prospect"
         *         },
         *         {
         *           "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *           "value": "Customer"
         *         }
         *       ]
         *     }
         */
        CustomField: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            name: string;
            /**
             * @description SINGLE_LINE_TEXT, USER, SINGLE_SELECT, MULTI_SELECT, DATE, NUMERIC or BOOLEAN
             * @enum {string}
             */
            field_type: "SINGLE_LINE_TEXT" | "USER" | "SINGLE_SELECT" | "MULTI_SELECT" | "DATE" | "NUMERIC" | "BOOLEAN";
            /**
             * @description CONTACT (fields for contacts) or COMPANY (fields for companies)
             * @enum {string}
             */
            entity_type: "CONTACT" | "COMPANY";
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            updated_at: string;
            multi_select_options?: components["schemas"]["CustomFieldOption"][];
        };
        /**
         * @example {
         *       "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "name": "Stage",
         *       "field_type": "SINGLE_SELECT",
         *       "value": {
         *         "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *         "value": "Prospect"
         *       }
         *     }
         */
        CustomFieldValue: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            name: string;
            /** @enum {string} */
            field_type: "SINGLE_LINE_TEXT" | "USER" | "SINGLE_SELECT" | "MULTI_SELECT" | "DATE" | "NUMERIC" | "BOOLEAN";
            value: string | number | boolean | {
                /** @description Opaque ID with a resource prefix */
                id: string;
                value: string;
            } | {
                /** @description Opaque ID with a resource prefix */
                id: string;
                value: string;
            }[] | components["schemas"]["EmbeddedUser"];
        };
        /**
         * @example {
         *       "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "full_name": "Ada Lovelace",
         *       "email": "ada@example.com",
         *       "avatar_url": null,
         *       "role": "OWNER",
         *       "created_at": "2026-11-22T01:15:12.345Z",
         *       "updated_at": "2026-11-22T01:15:12.345Z"
         *     }
         */
        WorkspaceUser: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            full_name: string;
            /** Format: email */
            email: string;
            avatar_url: string | null;
            role: "OWNER" | "ADMIN" | "MEMBER";
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "id": "evt_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "type": "contact.updated",
         *       "occurred_at": "2026-11-22T01:15:12.345Z",
         *       "resource": "contact",
         *       "resource_id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *       "data": {
         *         "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *         "first_name": "Mary Ann",
         *         "last_name": "Smith",
         *         "full_name": "Mary Ann Smith",
         *         "job_title": "CEO",
         *         "description": "Met at the spring fair.",
         *         "location": "Lyon",
         *         "linkedin_slug": "maryannsmith",
         *         "x_slug": null,
         *         "facebook_slug": null,
         *         "instagram_slug": null,
         *         "image_url": null,
         *         "birthday": "1984-02-29",
         *         "is_starred": false,
         *         "ignore_merge": false,
         *         "last_team_interaction": null,
         *         "team_members_connected": 0,
         *         "created_at": "2026-11-22T01:15:12.345Z",
         *         "updated_at": "2026-11-22T01:15:12.345Z",
         *         "emails": [
         *           {
         *             "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
         *             "email": "mary@acme.com",
         *             "is_primary": true
         *           }
         *         ],
         *         "phone_numbers": [
         *           {
         *             "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
         *             "country_code": "+33",
         *             "phone_number": "612345678",
         *             "is_primary": true
         *           }
         *         ],
         *         "companies": [
         *           {
         *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *             "name": "Acme",
         *             "logo_url": null
         *           }
         *         ],
         *         "custom_fields": [],
         *         "tags": [
         *           {
         *             "tag": {
         *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
         *               "name": "Investor"
         *             }
         *           }
         *         ],
         *         "lists": [
         *           {
         *             "list": {
         *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
         *               "name": "Warm leads"
         *             }
         *           }
         *         ],
         *         "notes": []
         *       },
         *       "changed": [
         *         "job_title"
         *       ],
         *       "previous": {
         *         "job_title": "CTO"
         *       },
         *       "actor": {
         *         "api_key_id": "key_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *         "user_id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1x"
         *       },
         *       "request_id": "3f1c8f0e-6f5e-4a39-9d0e-2f4b8f6a1c2d"
         *     }
         */
        Event: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            /**
             * @description `<resource>.created`, `.updated`, `.deleted` or `.restored` (a record event), or `link.added` / `link.removed` (a link event)
             * @enum {string}
             */
            type: "contact.created" | "contact.updated" | "contact.deleted" | "contact.restored" | "company.created" | "company.updated" | "company.deleted" | "company.restored" | "tag.created" | "tag.updated" | "tag.deleted" | "tag.restored" | "note.created" | "note.updated" | "note.deleted" | "note.restored" | "list.created" | "list.updated" | "list.deleted" | "list.restored" | "task.created" | "task.updated" | "task.deleted" | "task.restored" | "custom_field.created" | "custom_field.updated" | "custom_field.deleted" | "custom_field.restored" | "link.added" | "link.removed";
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            occurred_at: string;
            /** @enum {string} */
            resource: "contact" | "company" | "tag" | "note" | "list" | "task" | "custom_field";
            /** @description Opaque ID with a resource prefix */
            resource_id: string;
            /** @description A record event: the record as the write answered it (fully expanded, as POST and PUT answer); for `deleted`, the record as `GET /:id` without `include` answered it just before. A link event: the link's relation and both sides, oriented as the contract's table says. */
            data: components["schemas"]["Contact"] | components["schemas"]["Company"] | components["schemas"]["Tag"] | components["schemas"]["Note"] | components["schemas"]["List"] | components["schemas"]["Task"] | components["schemas"]["CustomField"] | {
                /** @description The `from` record's relation that lists the link: `tags`, `lists`, ... */
                relation: string;
                from: {
                    /** @enum {string} */
                    resource: "contact" | "company" | "tag" | "note" | "list" | "task" | "custom_field";
                    /** @description Opaque ID with a resource prefix */
                    id: string;
                    /** @description The record's display name; notes and tasks have none (the key is absent). */
                    name?: string;
                };
                to: {
                    /** @enum {string} */
                    resource: "contact" | "company" | "tag" | "note" | "list" | "task" | "custom_field";
                    /** @description Opaque ID with a resource prefix */
                    id: string;
                    /** @description The record's display name; notes and tasks have none (the key is absent). */
                    name?: string;
                };
            };
            /** @description The top-level fields of `data` whose values the write changed, except `updated_at`, in `data`'s order; `[]` for created, deleted and restored. */
            changed: string[];
            /** @description The old value of each changed field: a relation as the array of its old IDs in their old order, any other field as `data` showed it. `{}` for any other event. */
            previous: {
                [key: string]: unknown;
            };
            /** @description The API key that made the write and its user; null outside a request (`crm import`, `crm seed`). */
            actor: {
                /** @description Opaque ID with a resource prefix */
                api_key_id: string;
                /** @description Opaque ID with a resource prefix */
                user_id: string;
            } | null;
            /** @description The write request's `X-Request-Id`; null outside a request. */
            request_id: string | null;
        };
        /**
         * @example {
         *       "id": "whk_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "url": "https://hooks.example.com/crm",
         *       "event_types": [
         *         "contact.created",
         *         "contact.updated"
         *       ],
         *       "description": "Sync contacts to the data warehouse",
         *       "enabled": true,
         *       "disabled_reason": null,
         *       "created_at": "2026-11-22T01:15:12.345Z",
         *       "updated_at": "2026-11-22T01:15:12.345Z"
         *     }
         */
        Webhook: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            url: string;
            event_types: string[];
            description: string;
            enabled: boolean;
            /** @description Why the webhook is disabled; null while it is enabled */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "id": "whk_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "url": "https://hooks.example.com/crm",
         *       "event_types": [
         *         "contact.created",
         *         "contact.updated"
         *       ],
         *       "description": "Sync contacts to the data warehouse",
         *       "enabled": true,
         *       "disabled_reason": null,
         *       "created_at": "2026-11-22T01:15:12.345Z",
         *       "updated_at": "2026-11-22T01:15:12.345Z",
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
         *     }
         */
        CreatedWebhook: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            url: string;
            event_types: string[];
            description: string;
            enabled: boolean;
            /** @description Why the webhook is disabled; null while it is enabled */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            updated_at: string;
            /** @description The signing secret (`whsec_` + base64 of 24 random bytes); shown only in this answer */
            secret: string;
        };
        /**
         * @example {
         *       "id": "dlv_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *       "event_id": "evt_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *       "event_type": "contact.created",
         *       "attempts": 2,
         *       "status": "pending",
         *       "last_status_code": 503,
         *       "last_error": "the receiver answered 503",
         *       "last_duration_ms": 41,
         *       "next_attempt_at": "2026-11-22T01:16:17.345Z",
         *       "created_at": "2026-11-22T01:15:12.345Z",
         *       "updated_at": "2026-11-22T01:15:17.345Z"
         *     }
         */
        WebhookDelivery: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            /** @description Opaque ID with a resource prefix */
            event_id: string;
            event_type: string;
            /** @description Attempts made so far */
            attempts: number;
            status: "pending" | "succeeded" | "failed";
            /** @description The receiver's last HTTP status */
            last_status_code: number | null;
            /** @description Why the last attempt failed; null after a success */
            last_error: string | null;
            /** @description How long the last attempt took */
            last_duration_ms: number | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-11-22T01:15:12.345Z
             */
            updated_at: string;
        };
        /**
         * @description Contacts that share an e-mail address or a phone number; contacts with ignore_merge are never proposed. Groups are ordered by reason, then by value (compared byte by byte); records in a group by created_at, then id (the oldest first).
         * @example {
         *       "reason": "email",
         *       "value": "mary@acme.com",
         *       "records": [
         *         {
         *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *           "full_name": "Mary Ann Smith",
         *           "image_url": null
         *         },
         *         {
         *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *           "full_name": "Mary Smith",
         *           "image_url": null
         *         }
         *       ]
         *     }
         */
        ContactDuplicateGroup: {
            /** @description What the records share: an e-mail address or a phone number */
            reason: "email" | "phone";
            /** @description The shared e-mail address (lower case), or the phone number as digits: the country code digits followed by the number */
            value: string;
            records: components["schemas"]["EmbeddedContact"][];
        };
        /**
         * @description Companies that share a website host or a name; companies with ignore_merge are never proposed. Groups are ordered by reason, then by value (compared byte by byte); records in a group by created_at, then id (the oldest first).
         * @example {
         *       "reason": "domain",
         *       "value": "acme.com",
         *       "records": [
         *         {
         *           "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *           "name": "Acme",
         *           "logo_url": null
         *         },
         *         {
         *           "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *           "name": "ACME Corp",
         *           "logo_url": null
         *         }
         *       ]
         *     }
         */
        CompanyDuplicateGroup: {
            /** @description What the records share: their website's host, or their name ignoring case */
            reason: "domain" | "name";
            /** @description The shared host (as the `domain` filter compares it), or the shared name in lower case */
            value: string;
            records: components["schemas"]["EmbeddedCompany"][];
        };
        /**
         * @example {
         *       "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "body": "Called about the renewal; follow up in March.",
         *       "created_at": "2026-11-22T01:15:12.345Z",
         *       "updated_at": "2026-11-22T01:15:12.345Z",
         *       "contacts": [
         *         {
         *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *           "full_name": "Mary Ann Smith",
         *           "image_url": null
         *         }
         *       ]
         *     }
         */
        AnyRecord: components["schemas"]["Contact"] | components["schemas"]["Company"] | components["schemas"]["Tag"] | components["schemas"]["Note"] | components["schemas"]["List"] | components["schemas"]["Task"] | components["schemas"]["CustomField"];
        /**
         * @example {
         *       "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *       "resource": "note",
         *       "deleted_at": "2026-11-23T09:30:00.000Z",
         *       "actor": {
         *         "api_key_id": "key_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *         "user_id": "usr_01jd8k2m3n4p5q6r7s8t9v0w20"
         *       },
         *       "request_id": "req-7f3a",
         *       "record": {
         *         "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
         *         "body": "Called about the renewal; follow up in March.",
         *         "created_at": "2026-11-22T01:15:12.345Z",
         *         "updated_at": "2026-11-22T01:15:12.345Z",
         *         "contacts": [
         *           {
         *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *             "full_name": "Mary Ann Smith",
         *             "image_url": null
         *           }
         *         ]
         *       }
         *     }
         */
        TrashItem: {
            /** @description Opaque ID with a resource prefix */
            id: string;
            /**
             * @description As the change feed names it: `contact`, `custom_field`
             * @enum {string}
             */
            resource: "contact" | "company" | "tag" | "note" | "list" | "task" | "custom_field";
            /**
             * Format: date-time
             * @description The delete event's `occurred_at`
             */
            deleted_at: string;
            /** @description Who deleted it: the API key and its user; null outside a request. */
            actor: {
                /** @description Opaque ID with a resource prefix */
                api_key_id: string;
                /** @description Opaque ID with a resource prefix */
                user_id: string;
            } | null;
            /** @description The delete's request ID. */
            request_id: string | null;
            /** @description The delete event's `data`: the record as `GET /:id` answered it just before its delete. */
            record: components["schemas"]["Contact"] | components["schemas"]["Company"] | components["schemas"]["Tag"] | components["schemas"]["Note"] | components["schemas"]["List"] | components["schemas"]["Task"] | components["schemas"]["CustomField"];
        };
        /**
         * @example {
         *       "event_id": "evt_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *       "resource": "contact",
         *       "resource_id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *       "action": "reverted"
         *     }
         */
        UndoneEvent: {
            /** @description The event taken back */
            event_id: string;
            /** @description The event's resource, as the feed names it (a link event: its from side) */
            resource: string;
            resource_id: string;
            /**
             * @description What was done: deleted (a created or restored record), restored (a deleted one), reverted (an update), unlinked, linked, or skipped (a conflict, listed in meta.conflicts)
             * @enum {string}
             */
            action: "deleted" | "restored" | "reverted" | "unlinked" | "linked" | "skipped";
        };
        /**
         * @example {
         *       "event_id": "evt_01jd8k2m3n4p5q6r7s8t9v0w1z",
         *       "resource_id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
         *       "field": "job_title",
         *       "changed_by": "evt_01jd8k2m3n4p5q6r7s8t9v0w2a"
         *     }
         */
        UndoConflict: {
            /** @description The event that was not taken back */
            event_id: string;
            resource_id: string;
            /** @description The field the later write changed (a relation by its field); null when it is the record itself (deleted or restored since) */
            field: string | null;
            /** @description The later event, not among those taken back, that changed it: evt_... */
            changed_by: string;
        };
    };
    responses: {
        /** @description `invalid_json`: the body is not JSON, or empty; `validation_error`: the body or query breaks the contract (each problem in `details`) */
        BadRequest: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "validation_error",
                 *         "message": "/body/name: must have at least 1 character.",
                 *         "details": [
                 *           {
                 *             "path": "/body/name",
                 *             "message": "must have at least 1 character"
                 *           }
                 *         ],
                 *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unauthorized`: missing, unknown, revoked or expired key, or two different keys */
        Unauthorized: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "unauthorized",
                 *         "message": "The API key is not valid.",
                 *         "details": [],
                 *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `insufficient_scope`: the key lacks a scope the request needs; one `details` entry per scope it lacks (`{path: "/scope", message: "this key lacks contacts:write"}`) */
        InsufficientScope: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "insufficient_scope",
                 *         "message": "This API key lacks contacts:write; use a key with that scope.",
                 *         "details": [
                 *           {
                 *             "path": "/scope",
                 *             "message": "this key lacks contacts:write"
                 *           }
                 *         ],
                 *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `not_found`: no such record in this workspace */
        NotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "No record with ID \"nte_01jd8k2m3n4p5q6r7s8t9v0w1x\" exists in this workspace.",
                 *         "details": [],
                 *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `conflict`: a unique value is taken; `details[0].existing_id` names the holder. `ambiguous_match`: with `match_on`, several records match; one `details` entry with its `existing_id` per record. `idempotency_in_progress`: the first request with this `Idempotency-Key` still runs; retry after `Retry-After` */
        Conflict: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "retry-after": components["headers"]["RetryAfterIfInProgress"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "conflict",
                 *         "message": "A tag named \"Customers\" already exists.",
                 *         "details": [
                 *           {
                 *             "path": "/body/name",
                 *             "message": "is already taken",
                 *             "existing_id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1w"
                 *           }
                 *         ],
                 *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `cursor_expired`: the cursor is older than the events the feed keeps; read again from the start */
        CursorExpired: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "cursor_expired",
                 *         "message": "The cursor \"1234\" is older than the events the feed keeps; read the feed again from its start (without \"after\").",
                 *         "details": [
                 *           {
                 *             "path": "/query/after",
                 *             "message": "is older than the oldest event kept"
                 *           }
                 *         ],
                 *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `payload_too_large`: the body is over the size limit */
        PayloadTooLarge: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "payload_too_large",
                 *         "message": "The request body is larger than this server accepts.",
                 *         "details": [],
                 *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unsupported_media_type`: a body sent without `Content-Type: application/json` */
        UnsupportedMediaType: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "unsupported_media_type",
                 *         "message": "Send the body as JSON with \"Content-Type: application/json\".",
                 *         "details": [],
                 *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unknown_reference`: a related ID in the body does not exist in this workspace, or is of the wrong kind. `idempotency_key_reused`: this `Idempotency-Key` was used with another method, path, query string or body */
        UnknownReference: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "unknown_reference",
                 *         "message": "/body/contacts/0: \"con_01jd8k2m3n4p5q6r7s8t9v0w1y\" is not a contact in this workspace.",
                 *         "details": [
                 *           {
                 *             "path": "/body/contacts/0",
                 *             "message": "\"con_01jd8k2m3n4p5q6r7s8t9v0w1y\" is not a contact in this workspace",
                 *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *           }
                 *         ],
                 *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `rate_limited`: over the limit of requests a minute; `Retry-After` says when to retry */
        RateLimited: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "retry-after": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "rate_limited",
                 *         "message": "This API key is over its limit of 600 requests a minute; retry in 12 seconds.",
                 *         "details": [],
                 *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `internal_error`: a fault of the service; the request changed nothing */
        InternalError: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "internal_error",
                 *         "message": "Something went wrong on our side; the request changed nothing. Try again later.",
                 *         "details": [],
                 *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `service_unavailable`: the service is overloaded and refused the request before doing anything; `Retry-After` says when to retry */
        ServiceUnavailable: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "retry-after": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "service_unavailable",
                 *         "message": "The database does not answer.",
                 *         "details": [],
                 *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request ID sent in `X-Request-Id`, else a new one; an error body repeats it as `request_id` */
        RequestId: string;
        /** @description Path of the new record */
        Location: string;
        /** @description Seconds until a request can be made again */
        RetryAfter: string;
        /** @description Seconds until the request can be sent again; sent with `idempotency_in_progress` */
        RetryAfterIfInProgress: string;
        /** @description A strong validator of this answer: it changes whenever the answer does. Send it back in `If-None-Match` to get 304 while nothing changed. */
        ETag: string;
        /** @description Seconds until a request can be made again; sent when the service sheds load */
        RetryAfterIfShedding: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document of this API */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        openapi: "3.1.0";
                        info: Record<string, never>;
                        servers: Record<string, never>[];
                        paths: Record<string, never>;
                        components: Record<string, never>;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example ok */
                        status: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example ok */
                        status: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
            /** @description `service_unavailable`: the service cannot answer now (the database does not answer); while it sheds load, `Retry-After` says when to retry */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfterIfShedding"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "The database does not answer.",
                     *         "details": [],
                     *         "request_id": "3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "workspace": {
                     *           "id": "wsp_01jd8k2m3n4p5q6r7s8t9v0w1v",
                     *           "name": "Default workspace"
                     *         },
                     *         "user": {
                     *           "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "full_name": "Ada Lovelace",
                     *           "email": "ada@example.com",
                     *           "avatar_url": null,
                     *           "role": "OWNER",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z"
                     *         },
                     *         "api_key": {
                     *           "id": "key_01jd8k2m3n4p5q6r7s8t9v0w1u",
                     *           "name": "Zapier",
                     *           "scopes": [
                     *             "contacts:write",
                     *             "tags:write"
                     *           ],
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "expires_at": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Me"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createContactsBatch: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: emails, phone_numbers, companies, custom_fields, tags, lists, notes */
                include?: string;
                /** @description Batch upsert: each record updates the record that matches it instead of creating one (`email`: a contact having any of the body's e-mails, ignoring case). Several match one record: 409 ambiguous_match. Two records of the batch with one value: 400. */
                match_on?: "email";
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "full_name": "Mary Ann Smith",
                 *           "job_title": "Head of Purchasing",
                 *           "emails": [
                 *             "mary@acme.com"
                 *           ],
                 *           "phone_numbers": [
                 *             {
                 *               "country_code": "33",
                 *               "phone_number": "6 12 34 56 78"
                 *             }
                 *           ],
                 *           "companies": [
                 *             "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 bodies, each as `POST /contacts` takes it */
                    records: {
                        /** @description "" when unset */
                        first_name?: string;
                        /** @description "" when unset */
                        last_name?: string;
                        /** @description Split at its last space into first and last name; only when neither of those is sent */
                        full_name?: string;
                        /** @description "" when unset */
                        job_title?: string;
                        /** @description "" when unset */
                        description?: string;
                        /** @description "" when unset */
                        location?: string;
                        /** @description "" when unset */
                        linkedin_slug?: string;
                        /** @description null when unset; "" is taken as null */
                        x_slug?: string | null;
                        /** @description null when unset; "" is taken as null */
                        facebook_slug?: string | null;
                        /** @description null when unset; "" is taken as null */
                        instagram_slug?: string | null;
                        /** @description An http(s) URL; "" is taken as null */
                        image_url?: string | null;
                        birthday?: string | null;
                        is_starred?: boolean;
                        ignore_merge?: boolean;
                        /** @description The full set; the first is primary unless one says so */
                        emails?: (string | {
                            email: string;
                            is_primary?: boolean;
                        })[];
                        /** @description The full set; the first is primary unless one says so */
                        phone_numbers?: {
                            /** @description + and 1 to 4 digits; 33 is stored as +33 */
                            country_code?: string;
                            /** @description Digits; spaces, dots, dashes and brackets are dropped */
                            phone_number: string;
                            is_primary?: boolean;
                        }[];
                        /** @description The full set of linked companies */
                        companies?: string[];
                        /** @description The full set of linked tags */
                        tags?: string[];
                        /** @description The full set of linked CONTACT lists */
                        lists?: string[];
                        /** @description Values to set, merged per field: fields not sent keep their values */
                        custom_fields?: {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                            /** @description Depends on field_type: a string (SINGLE_LINE_TEXT, at most 1000 characters), an option ID (SINGLE_SELECT), an array of option IDs (MULTI_SELECT), YYYY-MM-DD (DATE), a number (NUMERIC), a boolean (BOOLEAN) or a workspace user ID (USER); null clears the field */
                            value: unknown;
                        }[];
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        id?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        last_team_interaction?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        team_members_connected?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        created_at?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        updated_at?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *           "first_name": "Mary Ann",
                     *           "last_name": "Smith",
                     *           "full_name": "Mary Ann Smith",
                     *           "job_title": "Head of Purchasing",
                     *           "description": "Met at the spring fair.",
                     *           "location": "Lyon",
                     *           "linkedin_slug": "maryannsmith",
                     *           "x_slug": null,
                     *           "facebook_slug": null,
                     *           "instagram_slug": null,
                     *           "image_url": null,
                     *           "birthday": "1984-02-29",
                     *           "is_starred": false,
                     *           "ignore_merge": false,
                     *           "last_team_interaction": null,
                     *           "team_members_connected": 0,
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "emails": [
                     *             {
                     *               "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *               "email": "mary@acme.com",
                     *               "is_primary": true
                     *             }
                     *           ],
                     *           "phone_numbers": [
                     *             {
                     *               "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *               "country_code": "+33",
                     *               "phone_number": "612345678",
                     *               "is_primary": true
                     *             }
                     *           ],
                     *           "companies": [
                     *             {
                     *               "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Acme",
                     *               "logo_url": null
                     *             }
                     *           ],
                     *           "custom_fields": [],
                     *           "tags": [
                     *             {
                     *               "tag": {
                     *                 "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *                 "name": "Investor"
                     *               }
                     *             }
                     *           ],
                     *           "lists": [
                     *             {
                     *               "list": {
                     *                 "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
                     *                 "name": "Warm leads"
                     *               }
                     *             }
                     *           ],
                     *           "notes": []
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The contacts in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["Contact"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchContactsBatch: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: emails, phone_numbers, companies, custom_fields, tags, lists, notes */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                 *           "full_name": "Mary Ann Smith",
                 *           "job_title": "Head of Purchasing",
                 *           "emails": [
                 *             "mary@acme.com"
                 *           ],
                 *           "phone_numbers": [
                 *             {
                 *               "country_code": "33",
                 *               "phone_number": "6 12 34 56 78"
                 *             }
                 *           ],
                 *           "companies": [
                 *             "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 records, each its `id` and the fields to change */
                    records: {
                        /** @description The contact to update */
                        id: string;
                        /** @description "" when unset */
                        first_name?: string;
                        /** @description "" when unset */
                        last_name?: string;
                        /** @description Split at its last space into first and last name; only when neither of those is sent */
                        full_name?: string;
                        /** @description "" when unset */
                        job_title?: string;
                        /** @description "" when unset */
                        description?: string;
                        /** @description "" when unset */
                        location?: string;
                        /** @description "" when unset */
                        linkedin_slug?: string;
                        /** @description null when unset; "" is taken as null */
                        x_slug?: string | null;
                        /** @description null when unset; "" is taken as null */
                        facebook_slug?: string | null;
                        /** @description null when unset; "" is taken as null */
                        instagram_slug?: string | null;
                        /** @description An http(s) URL; "" is taken as null */
                        image_url?: string | null;
                        birthday?: string | null;
                        is_starred?: boolean;
                        ignore_merge?: boolean;
                        emails?: (string | {
                            email: string;
                            is_primary?: boolean;
                        })[] | {
                            /** @description Added at the end unless already on the contact (ignoring case); is_primary: true makes the address sent, new or already there, the primary */
                            add?: (string | {
                                email: string;
                                is_primary?: boolean;
                            })[];
                            /** @description Addresses or eml_ IDs to remove; one not on the contact is ignored. Removing the primary makes the first left primary */
                            remove?: string[];
                        };
                        phone_numbers?: {
                            /** @description + and 1 to 4 digits; 33 is stored as +33 */
                            country_code?: string;
                            /** @description Digits; spaces, dots, dashes and brackets are dropped */
                            phone_number: string;
                            is_primary?: boolean;
                        }[] | {
                            /** @description Added at the end unless already on the contact (same country code and digits); is_primary: true makes the number sent, new or already there, the primary */
                            add?: {
                                /** @description + and 1 to 4 digits; 33 is stored as +33 */
                                country_code?: string;
                                /** @description Digits; spaces, dots, dashes and brackets are dropped */
                                phone_number: string;
                                is_primary?: boolean;
                            }[];
                            /** @description phn_ IDs to remove; one not on the contact is ignored. Removing the primary makes the first left primary */
                            remove?: string[];
                        };
                        companies?: string[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: string[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: string[];
                        };
                        tags?: string[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: string[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: string[];
                        };
                        lists?: string[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: string[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: string[];
                        };
                        /** @description Values to set, merged per field: fields not sent keep their values */
                        custom_fields?: {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                            /** @description Depends on field_type: a string (SINGLE_LINE_TEXT, at most 1000 characters), an option ID (SINGLE_SELECT), an array of option IDs (MULTI_SELECT), YYYY-MM-DD (DATE), a number (NUMERIC), a boolean (BOOLEAN) or a workspace user ID (USER); null clears the field */
                            value: unknown;
                        }[];
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        last_team_interaction?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        team_members_connected?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        created_at?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        updated_at?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *           "first_name": "Mary Ann",
                     *           "last_name": "Smith",
                     *           "full_name": "Mary Ann Smith",
                     *           "job_title": "Head of Purchasing",
                     *           "description": "Met at the spring fair.",
                     *           "location": "Lyon",
                     *           "linkedin_slug": "maryannsmith",
                     *           "x_slug": null,
                     *           "facebook_slug": null,
                     *           "instagram_slug": null,
                     *           "image_url": null,
                     *           "birthday": "1984-02-29",
                     *           "is_starred": false,
                     *           "ignore_merge": false,
                     *           "last_team_interaction": null,
                     *           "team_members_connected": 0,
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "emails": [
                     *             {
                     *               "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *               "email": "mary@acme.com",
                     *               "is_primary": true
                     *             }
                     *           ],
                     *           "phone_numbers": [
                     *             {
                     *               "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *               "country_code": "+33",
                     *               "phone_number": "612345678",
                     *               "is_primary": true
                     *             }
                     *           ],
                     *           "companies": [
                     *             {
                     *               "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Acme",
                     *               "logo_url": null
                     *             }
                     *           ],
                     *           "custom_fields": [],
                     *           "tags": [
                     *             {
                     *               "tag": {
                     *                 "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *                 "name": "Investor"
                     *               }
                     *             }
                     *           ],
                     *           "lists": [
                     *             {
                     *               "list": {
                     *                 "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
                     *                 "name": "Warm leads"
                     *               }
                     *             }
                     *           ],
                     *           "notes": []
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The contacts in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["Contact"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listContacts: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip, 0 to 2147483647; past the last record the page is empty */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "updated_at:asc" | "updated_at:desc" | "updated_at" | "created_at:asc" | "created_at:desc" | "created_at" | "last_team_interaction:asc" | "last_team_interaction:desc" | "last_team_interaction" | "full_name:asc" | "full_name:desc" | "full_name";
                /** @description Comma-separated relations to embed: emails, phone_numbers, companies, custom_fields, tags, lists, notes */
                include?: string;
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description Contacts having any of these e-mail addresses (comma-separated), compared lower-cased */
                email?: string;
                /** @description Contacts having any of these phone numbers (comma-separated); digits are compared, with or without the country code */
                phone?: string;
                /** @description Words that each start a word of the name, job title or an e-mail, ignoring case and accents */
                q?: string;
                /** @description Contacts with any of these tags (comma-separated IDs) */
                tag?: string;
                /** @description Contacts in any of these lists (comma-separated IDs) */
                list?: string;
                /** @description Contacts of any of these companies (comma-separated IDs) */
                company?: string;
                /** @description Starred contacts (true) or the others (false) */
                is_starred?: "true" | "false";
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *           "first_name": "Mary Ann",
                     *           "last_name": "Smith",
                     *           "full_name": "Mary Ann Smith",
                     *           "job_title": "Head of Purchasing",
                     *           "description": "Met at the spring fair.",
                     *           "location": "Lyon",
                     *           "linkedin_slug": "maryannsmith",
                     *           "x_slug": null,
                     *           "facebook_slug": null,
                     *           "instagram_slug": null,
                     *           "image_url": null,
                     *           "birthday": "1984-02-29",
                     *           "is_starred": false,
                     *           "ignore_merge": false,
                     *           "last_team_interaction": null,
                     *           "team_members_connected": 0,
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "emails": [
                     *             {
                     *               "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *               "email": "mary@acme.com",
                     *               "is_primary": true
                     *             }
                     *           ],
                     *           "phone_numbers": [
                     *             {
                     *               "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *               "country_code": "+33",
                     *               "phone_number": "612345678",
                     *               "is_primary": true
                     *             }
                     *           ],
                     *           "companies": [
                     *             {
                     *               "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Acme",
                     *               "logo_url": null
                     *             }
                     *           ],
                     *           "custom_fields": [],
                     *           "tags": [
                     *             {
                     *               "tag": {
                     *                 "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *                 "name": "Investor"
                     *               }
                     *             }
                     *           ],
                     *           "lists": [
                     *             {
                     *               "list": {
                     *                 "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
                     *                 "name": "Warm leads"
                     *               }
                     *             }
                     *           ],
                     *           "notes": []
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Contact"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createContact: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: emails, phone_numbers, companies, custom_fields, tags, lists, notes */
                include?: string;
                /** @description Upsert: update the record that matches instead of creating one (`email`: a contact having any of the body's e-mails, ignoring case). None matches: created, 201. One: updated, 200 (fields sent are set, relations sent are added). Several: 409 ambiguous_match. `X-Upsert` says which. */
                match_on?: "email";
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "full_name": "Mary Ann Smith",
                 *       "job_title": "Head of Purchasing",
                 *       "emails": [
                 *         "mary@acme.com"
                 *       ],
                 *       "phone_numbers": [
                 *         {
                 *           "country_code": "33",
                 *           "phone_number": "6 12 34 56 78"
                 *         }
                 *       ],
                 *       "companies": [
                 *         "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description "" when unset */
                    first_name?: string;
                    /** @description "" when unset */
                    last_name?: string;
                    /** @description Split at its last space into first and last name; only when neither of those is sent */
                    full_name?: string;
                    /** @description "" when unset */
                    job_title?: string;
                    /** @description "" when unset */
                    description?: string;
                    /** @description "" when unset */
                    location?: string;
                    /** @description "" when unset */
                    linkedin_slug?: string;
                    /** @description null when unset; "" is taken as null */
                    x_slug?: string | null;
                    /** @description null when unset; "" is taken as null */
                    facebook_slug?: string | null;
                    /** @description null when unset; "" is taken as null */
                    instagram_slug?: string | null;
                    /** @description An http(s) URL; "" is taken as null */
                    image_url?: string | null;
                    birthday?: string | null;
                    is_starred?: boolean;
                    ignore_merge?: boolean;
                    /** @description The full set; the first is primary unless one says so */
                    emails?: (string | {
                        email: string;
                        is_primary?: boolean;
                    })[];
                    /** @description The full set; the first is primary unless one says so */
                    phone_numbers?: {
                        /** @description + and 1 to 4 digits; 33 is stored as +33 */
                        country_code?: string;
                        /** @description Digits; spaces, dots, dashes and brackets are dropped */
                        phone_number: string;
                        is_primary?: boolean;
                    }[];
                    /** @description The full set of linked companies */
                    companies?: string[];
                    /** @description The full set of linked tags */
                    tags?: string[];
                    /** @description The full set of linked CONTACT lists */
                    lists?: string[];
                    /** @description Values to set, merged per field: fields not sent keep their values */
                    custom_fields?: {
                        /** @description Opaque ID with a resource prefix */
                        id: string;
                        /** @description Depends on field_type: a string (SINGLE_LINE_TEXT, at most 1000 characters), an option ID (SINGLE_SELECT), an array of option IDs (MULTI_SELECT), YYYY-MM-DD (DATE), a number (NUMERIC), a boolean (BOOLEAN) or a workspace user ID (USER); null clears the field */
                        value: unknown;
                    }[];
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    id?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    last_team_interaction?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    team_members_connected?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    created_at?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    updated_at?: unknown;
                };
            };
        };
        responses: {
            /** @description With `match_on`: the one record that matched, updated */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description With `match_on`: whether the record was created or updated */
                    "x-upsert"?: "created" | "updated";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *         "first_name": "Mary Ann",
                     *         "last_name": "Smith",
                     *         "full_name": "Mary Ann Smith",
                     *         "job_title": "Head of Purchasing",
                     *         "description": "Met at the spring fair.",
                     *         "location": "Lyon",
                     *         "linkedin_slug": "maryannsmith",
                     *         "x_slug": null,
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "image_url": null,
                     *         "birthday": "1984-02-29",
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "emails": [
                     *           {
                     *             "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "email": "mary@acme.com",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "phone_numbers": [
                     *           {
                     *             "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "country_code": "+33",
                     *             "phone_number": "612345678",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [],
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
                     *               "name": "Warm leads"
                     *             }
                     *           }
                     *         ],
                     *         "notes": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            /** @description Created; the `Location` header names the new record */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    location: components["headers"]["Location"];
                    /** @description With `match_on`: whether the record was created or updated */
                    "x-upsert"?: "created" | "updated";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *         "first_name": "Mary Ann",
                     *         "last_name": "Smith",
                     *         "full_name": "Mary Ann Smith",
                     *         "job_title": "Head of Purchasing",
                     *         "description": "Met at the spring fair.",
                     *         "location": "Lyon",
                     *         "linkedin_slug": "maryannsmith",
                     *         "x_slug": null,
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "image_url": null,
                     *         "birthday": "1984-02-29",
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "emails": [
                     *           {
                     *             "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "email": "mary@acme.com",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "phone_numbers": [
                     *           {
                     *             "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "country_code": "+33",
                     *             "phone_number": "612345678",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [],
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
                     *               "name": "Warm leads"
                     *             }
                     *           }
                     *         ],
                     *         "notes": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContact: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: emails, phone_numbers, companies, custom_fields, tags, lists, notes */
                include?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *         "first_name": "Mary Ann",
                     *         "last_name": "Smith",
                     *         "full_name": "Mary Ann Smith",
                     *         "job_title": "Head of Purchasing",
                     *         "description": "Met at the spring fair.",
                     *         "location": "Lyon",
                     *         "linkedin_slug": "maryannsmith",
                     *         "x_slug": null,
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "image_url": null,
                     *         "birthday": "1984-02-29",
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "emails": [
                     *           {
                     *             "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "email": "mary@acme.com",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "phone_numbers": [
                     *           {
                     *             "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "country_code": "+33",
                     *             "phone_number": "612345678",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [],
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
                     *               "name": "Warm leads"
                     *             }
                     *           }
                     *         ],
                     *         "notes": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateContact: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: emails, phone_numbers, companies, custom_fields, tags, lists, notes */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description "" when unset */
                    first_name?: string;
                    /** @description "" when unset */
                    last_name?: string;
                    /** @description Split at its last space into first and last name; only when neither of those is sent */
                    full_name?: string;
                    /** @description "" when unset */
                    job_title?: string;
                    /** @description "" when unset */
                    description?: string;
                    /** @description "" when unset */
                    location?: string;
                    /** @description "" when unset */
                    linkedin_slug?: string;
                    /** @description null when unset; "" is taken as null */
                    x_slug?: string | null;
                    /** @description null when unset; "" is taken as null */
                    facebook_slug?: string | null;
                    /** @description null when unset; "" is taken as null */
                    instagram_slug?: string | null;
                    /** @description An http(s) URL; "" is taken as null */
                    image_url?: string | null;
                    birthday?: string | null;
                    is_starred?: boolean;
                    ignore_merge?: boolean;
                    emails?: (string | {
                        email: string;
                        is_primary?: boolean;
                    })[] | {
                        /** @description Added at the end unless already on the contact (ignoring case); is_primary: true makes the address sent, new or already there, the primary */
                        add?: (string | {
                            email: string;
                            is_primary?: boolean;
                        })[];
                        /** @description Addresses or eml_ IDs to remove; one not on the contact is ignored. Removing the primary makes the first left primary */
                        remove?: string[];
                    };
                    phone_numbers?: {
                        /** @description + and 1 to 4 digits; 33 is stored as +33 */
                        country_code?: string;
                        /** @description Digits; spaces, dots, dashes and brackets are dropped */
                        phone_number: string;
                        is_primary?: boolean;
                    }[] | {
                        /** @description Added at the end unless already on the contact (same country code and digits); is_primary: true makes the number sent, new or already there, the primary */
                        add?: {
                            /** @description + and 1 to 4 digits; 33 is stored as +33 */
                            country_code?: string;
                            /** @description Digits; spaces, dots, dashes and brackets are dropped */
                            phone_number: string;
                            is_primary?: boolean;
                        }[];
                        /** @description phn_ IDs to remove; one not on the contact is ignored. Removing the primary makes the first left primary */
                        remove?: string[];
                    };
                    companies?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    tags?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    lists?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    /** @description Values to set, merged per field: fields not sent keep their values */
                    custom_fields?: {
                        /** @description Opaque ID with a resource prefix */
                        id: string;
                        /** @description Depends on field_type: a string (SINGLE_LINE_TEXT, at most 1000 characters), an option ID (SINGLE_SELECT), an array of option IDs (MULTI_SELECT), YYYY-MM-DD (DATE), a number (NUMERIC), a boolean (BOOLEAN) or a workspace user ID (USER); null clears the field */
                        value: unknown;
                    }[];
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    id?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    last_team_interaction?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    team_members_connected?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    created_at?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    updated_at?: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *         "first_name": "Mary Ann",
                     *         "last_name": "Smith",
                     *         "full_name": "Mary Ann Smith",
                     *         "job_title": "Head of Purchasing",
                     *         "description": "Met at the spring fair.",
                     *         "location": "Lyon",
                     *         "linkedin_slug": "maryannsmith",
                     *         "x_slug": null,
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "image_url": null,
                     *         "birthday": "1984-02-29",
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "emails": [
                     *           {
                     *             "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "email": "mary@acme.com",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "phone_numbers": [
                     *           {
                     *             "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "country_code": "+33",
                     *             "phone_number": "612345678",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [],
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
                     *               "name": "Warm leads"
                     *             }
                     *           }
                     *         ],
                     *         "notes": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteContact: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: emails, phone_numbers, companies, custom_fields, tags, lists, notes */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *         "first_name": "Mary Ann",
                     *         "last_name": "Smith",
                     *         "full_name": "Mary Ann Smith",
                     *         "job_title": "Head of Purchasing",
                     *         "description": "Met at the spring fair.",
                     *         "location": "Lyon",
                     *         "linkedin_slug": "maryannsmith",
                     *         "x_slug": null,
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "image_url": null,
                     *         "birthday": "1984-02-29",
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "emails": [
                     *           {
                     *             "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "email": "mary@acme.com",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "phone_numbers": [
                     *           {
                     *             "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "country_code": "+33",
                     *             "phone_number": "612345678",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [],
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
                     *               "name": "Warm leads"
                     *             }
                     *           }
                     *         ],
                     *         "notes": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchContact: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: emails, phone_numbers, companies, custom_fields, tags, lists, notes */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description "" when unset */
                    first_name?: string;
                    /** @description "" when unset */
                    last_name?: string;
                    /** @description Split at its last space into first and last name; only when neither of those is sent */
                    full_name?: string;
                    /** @description "" when unset */
                    job_title?: string;
                    /** @description "" when unset */
                    description?: string;
                    /** @description "" when unset */
                    location?: string;
                    /** @description "" when unset */
                    linkedin_slug?: string;
                    /** @description null when unset; "" is taken as null */
                    x_slug?: string | null;
                    /** @description null when unset; "" is taken as null */
                    facebook_slug?: string | null;
                    /** @description null when unset; "" is taken as null */
                    instagram_slug?: string | null;
                    /** @description An http(s) URL; "" is taken as null */
                    image_url?: string | null;
                    birthday?: string | null;
                    is_starred?: boolean;
                    ignore_merge?: boolean;
                    emails?: (string | {
                        email: string;
                        is_primary?: boolean;
                    })[] | {
                        /** @description Added at the end unless already on the contact (ignoring case); is_primary: true makes the address sent, new or already there, the primary */
                        add?: (string | {
                            email: string;
                            is_primary?: boolean;
                        })[];
                        /** @description Addresses or eml_ IDs to remove; one not on the contact is ignored. Removing the primary makes the first left primary */
                        remove?: string[];
                    };
                    phone_numbers?: {
                        /** @description + and 1 to 4 digits; 33 is stored as +33 */
                        country_code?: string;
                        /** @description Digits; spaces, dots, dashes and brackets are dropped */
                        phone_number: string;
                        is_primary?: boolean;
                    }[] | {
                        /** @description Added at the end unless already on the contact (same country code and digits); is_primary: true makes the number sent, new or already there, the primary */
                        add?: {
                            /** @description + and 1 to 4 digits; 33 is stored as +33 */
                            country_code?: string;
                            /** @description Digits; spaces, dots, dashes and brackets are dropped */
                            phone_number: string;
                            is_primary?: boolean;
                        }[];
                        /** @description phn_ IDs to remove; one not on the contact is ignored. Removing the primary makes the first left primary */
                        remove?: string[];
                    };
                    companies?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    tags?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    lists?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    /** @description Values to set, merged per field: fields not sent keep their values */
                    custom_fields?: {
                        /** @description Opaque ID with a resource prefix */
                        id: string;
                        /** @description Depends on field_type: a string (SINGLE_LINE_TEXT, at most 1000 characters), an option ID (SINGLE_SELECT), an array of option IDs (MULTI_SELECT), YYYY-MM-DD (DATE), a number (NUMERIC), a boolean (BOOLEAN) or a workspace user ID (USER); null clears the field */
                        value: unknown;
                    }[];
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    id?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    last_team_interaction?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    team_members_connected?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    created_at?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    updated_at?: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *         "first_name": "Mary Ann",
                     *         "last_name": "Smith",
                     *         "full_name": "Mary Ann Smith",
                     *         "job_title": "Head of Purchasing",
                     *         "description": "Met at the spring fair.",
                     *         "location": "Lyon",
                     *         "linkedin_slug": "maryannsmith",
                     *         "x_slug": null,
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "image_url": null,
                     *         "birthday": "1984-02-29",
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "emails": [
                     *           {
                     *             "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "email": "mary@acme.com",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "phone_numbers": [
                     *           {
                     *             "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "country_code": "+33",
                     *             "phone_number": "612345678",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [],
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
                     *               "name": "Warm leads"
                     *             }
                     *           }
                     *         ],
                     *         "notes": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCompaniesBatch: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: custom_fields, tags, lists, contacts */
                include?: string;
                /** @description Batch upsert: each record updates the record that matches it instead of creating one (`domain`: a company whose website has the body's website host (scheme, path, port and a leading www. ignored, ignoring case); `name`: a company with the body's name, ignoring case). Several match one record: 409 ambiguous_match. Two records of the batch with one value: 400. */
                match_on?: "domain" | "name";
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "name": "Acme",
                 *           "website_url": "acme.com",
                 *           "email": "Hello@Acme.com",
                 *           "country_code": "33",
                 *           "phone_number": "1 40 00 00 00",
                 *           "tags": [
                 *             "tag_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *           ],
                 *           "lists": [
                 *             "lst_01jd8k2m3n4p5q6r7s8t9v0w1z"
                 *           ],
                 *           "contacts": [
                 *             "con_01jd8k2m3n4p5q6r7s8t9v0w20"
                 *           ],
                 *           "custom_fields": [
                 *             {
                 *               "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                 *               "value": "opt_01jd8k2m3n4p5q6r7s8t9v0w22"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 bodies, each as `POST /companies` takes it */
                    records: {
                        name: string;
                        description?: string;
                        headquarters_location?: string;
                        linkedin_slug?: string;
                        /** @description "" or null clears it */
                        x_slug?: string | null;
                        /** @description "" or null clears it */
                        facebook_slug?: string | null;
                        /** @description "" or null clears it */
                        instagram_slug?: string | null;
                        /** @description http(s) address; one without a scheme (acme.com) is stored as https://acme.com */
                        website_url?: string;
                        /** @description http(s) address as website_url; "" or null clears it */
                        logo_url?: string | null;
                        /** @description A valid address, stored lower-cased */
                        email?: string;
                        /** @description + and 1 to 4 digits; 33 is stored as +33 */
                        country_code?: string;
                        /** @description Digits only are kept (spaces, dots, dashes and brackets dropped); 4 to 20 of them */
                        phone_number?: string;
                        arr_estimate?: number;
                        number_of_employees?: number;
                        is_starred?: boolean;
                        ignore_merge?: boolean;
                        /** @description The full set of linked tags */
                        tags?: string[];
                        /** @description The full set of linked COMPANY lists */
                        lists?: string[];
                        /** @description The full set of linked contacts */
                        contacts?: string[];
                        /** @description Values to set, merged per field: fields not sent keep their values */
                        custom_fields?: {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                            /** @description Depends on field_type: a string (SINGLE_LINE_TEXT, at most 1000 characters), an option ID (SINGLE_SELECT), an array of option IDs (MULTI_SELECT), YYYY-MM-DD (DATE), a number (NUMERIC), a boolean (BOOLEAN) or a workspace user ID (USER); null clears the field */
                            value: unknown;
                        }[];
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        id?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        created_at?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        updated_at?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        last_team_interaction?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        team_members_connected?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "name": "Acme",
                     *           "description": "Anvils and rockets",
                     *           "headquarters_location": "Paris, France",
                     *           "linkedin_slug": "acme",
                     *           "x_slug": "acme",
                     *           "facebook_slug": null,
                     *           "instagram_slug": null,
                     *           "website_url": "https://acme.com",
                     *           "logo_url": null,
                     *           "email": "hello@acme.com",
                     *           "country_code": "+33",
                     *           "phone_number": "140000000",
                     *           "arr_estimate": 1200000,
                     *           "number_of_employees": 42,
                     *           "is_starred": false,
                     *           "ignore_merge": false,
                     *           "last_team_interaction": null,
                     *           "team_members_connected": 0,
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "tags": [
                     *             {
                     *               "tag": {
                     *                 "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *                 "name": "Investor"
                     *               }
                     *             }
                     *           ],
                     *           "lists": [
                     *             {
                     *               "list": {
                     *                 "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *                 "name": "Targets"
                     *               }
                     *             }
                     *           ],
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ],
                     *           "custom_fields": [
                     *             {
                     *               "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *               "name": "Stage",
                     *               "field_type": "SINGLE_SELECT",
                     *               "value": {
                     *                 "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *                 "value": "Prospect"
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The companies in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["Company"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCompaniesBatch: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: custom_fields, tags, lists, contacts */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
                 *           "name": "Acme",
                 *           "website_url": "acme.com",
                 *           "email": "Hello@Acme.com",
                 *           "country_code": "33",
                 *           "phone_number": "1 40 00 00 00",
                 *           "tags": [
                 *             "tag_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *           ],
                 *           "lists": [
                 *             "lst_01jd8k2m3n4p5q6r7s8t9v0w1z"
                 *           ],
                 *           "contacts": [
                 *             "con_01jd8k2m3n4p5q6r7s8t9v0w20"
                 *           ],
                 *           "custom_fields": [
                 *             {
                 *               "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                 *               "value": "opt_01jd8k2m3n4p5q6r7s8t9v0w22"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 records, each its `id` and the fields to change */
                    records: {
                        /** @description The company to update */
                        id: string;
                        name?: string;
                        description?: string;
                        headquarters_location?: string;
                        linkedin_slug?: string;
                        /** @description "" or null clears it */
                        x_slug?: string | null;
                        /** @description "" or null clears it */
                        facebook_slug?: string | null;
                        /** @description "" or null clears it */
                        instagram_slug?: string | null;
                        /** @description http(s) address; one without a scheme (acme.com) is stored as https://acme.com */
                        website_url?: string;
                        /** @description http(s) address as website_url; "" or null clears it */
                        logo_url?: string | null;
                        /** @description A valid address, stored lower-cased */
                        email?: string;
                        /** @description + and 1 to 4 digits; 33 is stored as +33 */
                        country_code?: string;
                        /** @description Digits only are kept (spaces, dots, dashes and brackets dropped); 4 to 20 of them */
                        phone_number?: string;
                        arr_estimate?: number;
                        number_of_employees?: number;
                        is_starred?: boolean;
                        ignore_merge?: boolean;
                        tags?: string[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: string[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: string[];
                        };
                        lists?: string[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: string[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: string[];
                        };
                        contacts?: string[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: string[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: string[];
                        };
                        /** @description Values to set, merged per field: fields not sent keep their values */
                        custom_fields?: {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                            /** @description Depends on field_type: a string (SINGLE_LINE_TEXT, at most 1000 characters), an option ID (SINGLE_SELECT), an array of option IDs (MULTI_SELECT), YYYY-MM-DD (DATE), a number (NUMERIC), a boolean (BOOLEAN) or a workspace user ID (USER); null clears the field */
                            value: unknown;
                        }[];
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        created_at?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        updated_at?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        last_team_interaction?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        team_members_connected?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "name": "Acme",
                     *           "description": "Anvils and rockets",
                     *           "headquarters_location": "Paris, France",
                     *           "linkedin_slug": "acme",
                     *           "x_slug": "acme",
                     *           "facebook_slug": null,
                     *           "instagram_slug": null,
                     *           "website_url": "https://acme.com",
                     *           "logo_url": null,
                     *           "email": "hello@acme.com",
                     *           "country_code": "+33",
                     *           "phone_number": "140000000",
                     *           "arr_estimate": 1200000,
                     *           "number_of_employees": 42,
                     *           "is_starred": false,
                     *           "ignore_merge": false,
                     *           "last_team_interaction": null,
                     *           "team_members_connected": 0,
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "tags": [
                     *             {
                     *               "tag": {
                     *                 "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *                 "name": "Investor"
                     *               }
                     *             }
                     *           ],
                     *           "lists": [
                     *             {
                     *               "list": {
                     *                 "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *                 "name": "Targets"
                     *               }
                     *             }
                     *           ],
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ],
                     *           "custom_fields": [
                     *             {
                     *               "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *               "name": "Stage",
                     *               "field_type": "SINGLE_SELECT",
                     *               "value": {
                     *                 "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *                 "value": "Prospect"
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The companies in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["Company"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCompanies: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip, 0 to 2147483647; past the last record the page is empty */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "updated_at:asc" | "updated_at:desc" | "updated_at" | "created_at:asc" | "created_at:desc" | "created_at" | "last_team_interaction:asc" | "last_team_interaction:desc" | "last_team_interaction" | "name:asc" | "name:desc" | "name" | "team_members_connected:asc" | "team_members_connected:desc" | "team_members_connected";
                /** @description Comma-separated relations to embed: custom_fields, tags, lists, contacts */
                include?: string;
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description Companies whose website host is any of these (comma-separated; `acme.com`, `www.acme.com` and `https://acme.com/x` are alike) */
                domain?: string;
                /** @description Companies with exactly this name, ignoring case */
                name?: string;
                /** @description Companies whose e-mail is any of these (comma-separated), compared lower-cased */
                email?: string;
                /** @description Words that each start a word of the name, website host or e-mail, ignoring case and accents */
                q?: string;
                /** @description Companies with any of these tags (comma-separated IDs) */
                tag?: string;
                /** @description Companies in any of these lists (comma-separated IDs) */
                list?: string;
                /** @description Companies of any of these contacts (comma-separated IDs) */
                contact?: string;
                /** @description Starred companies (true) or the others (false) */
                is_starred?: "true" | "false";
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "name": "Acme",
                     *           "description": "Anvils and rockets",
                     *           "headquarters_location": "Paris, France",
                     *           "linkedin_slug": "acme",
                     *           "x_slug": "acme",
                     *           "facebook_slug": null,
                     *           "instagram_slug": null,
                     *           "website_url": "https://acme.com",
                     *           "logo_url": null,
                     *           "email": "hello@acme.com",
                     *           "country_code": "+33",
                     *           "phone_number": "140000000",
                     *           "arr_estimate": 1200000,
                     *           "number_of_employees": 42,
                     *           "is_starred": false,
                     *           "ignore_merge": false,
                     *           "last_team_interaction": null,
                     *           "team_members_connected": 0,
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "tags": [
                     *             {
                     *               "tag": {
                     *                 "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *                 "name": "Investor"
                     *               }
                     *             }
                     *           ],
                     *           "lists": [
                     *             {
                     *               "list": {
                     *                 "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *                 "name": "Targets"
                     *               }
                     *             }
                     *           ],
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ],
                     *           "custom_fields": [
                     *             {
                     *               "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *               "name": "Stage",
                     *               "field_type": "SINGLE_SELECT",
                     *               "value": {
                     *                 "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *                 "value": "Prospect"
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Company"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCompany: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: custom_fields, tags, lists, contacts */
                include?: string;
                /** @description Upsert: update the record that matches instead of creating one (`domain`: a company whose website has the body's website host (scheme, path, port and a leading www. ignored, ignoring case); `name`: a company with the body's name, ignoring case). None matches: created, 201. One: updated, 200 (fields sent are set, relations sent are added). Several: 409 ambiguous_match. `X-Upsert` says which. */
                match_on?: "domain" | "name";
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme",
                 *       "website_url": "acme.com",
                 *       "email": "Hello@Acme.com",
                 *       "country_code": "33",
                 *       "phone_number": "1 40 00 00 00",
                 *       "tags": [
                 *         "tag_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *       ],
                 *       "lists": [
                 *         "lst_01jd8k2m3n4p5q6r7s8t9v0w1z"
                 *       ],
                 *       "contacts": [
                 *         "con_01jd8k2m3n4p5q6r7s8t9v0w20"
                 *       ],
                 *       "custom_fields": [
                 *         {
                 *           "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                 *           "value": "opt_01jd8k2m3n4p5q6r7s8t9v0w22"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string;
                    headquarters_location?: string;
                    linkedin_slug?: string;
                    /** @description "" or null clears it */
                    x_slug?: string | null;
                    /** @description "" or null clears it */
                    facebook_slug?: string | null;
                    /** @description "" or null clears it */
                    instagram_slug?: string | null;
                    /** @description http(s) address; one without a scheme (acme.com) is stored as https://acme.com */
                    website_url?: string;
                    /** @description http(s) address as website_url; "" or null clears it */
                    logo_url?: string | null;
                    /** @description A valid address, stored lower-cased */
                    email?: string;
                    /** @description + and 1 to 4 digits; 33 is stored as +33 */
                    country_code?: string;
                    /** @description Digits only are kept (spaces, dots, dashes and brackets dropped); 4 to 20 of them */
                    phone_number?: string;
                    arr_estimate?: number;
                    number_of_employees?: number;
                    is_starred?: boolean;
                    ignore_merge?: boolean;
                    /** @description The full set of linked tags */
                    tags?: string[];
                    /** @description The full set of linked COMPANY lists */
                    lists?: string[];
                    /** @description The full set of linked contacts */
                    contacts?: string[];
                    /** @description Values to set, merged per field: fields not sent keep their values */
                    custom_fields?: {
                        /** @description Opaque ID with a resource prefix */
                        id: string;
                        /** @description Depends on field_type: a string (SINGLE_LINE_TEXT, at most 1000 characters), an option ID (SINGLE_SELECT), an array of option IDs (MULTI_SELECT), YYYY-MM-DD (DATE), a number (NUMERIC), a boolean (BOOLEAN) or a workspace user ID (USER); null clears the field */
                        value: unknown;
                    }[];
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    id?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    created_at?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    updated_at?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    last_team_interaction?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    team_members_connected?: unknown;
                };
            };
        };
        responses: {
            /** @description With `match_on`: the one record that matched, updated */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description With `match_on`: whether the record was created or updated */
                    "x-upsert"?: "created" | "updated";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Acme",
                     *         "description": "Anvils and rockets",
                     *         "headquarters_location": "Paris, France",
                     *         "linkedin_slug": "acme",
                     *         "x_slug": "acme",
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "website_url": "https://acme.com",
                     *         "logo_url": null,
                     *         "email": "hello@acme.com",
                     *         "country_code": "+33",
                     *         "phone_number": "140000000",
                     *         "arr_estimate": 1200000,
                     *         "number_of_employees": 42,
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Targets"
                     *             }
                     *           }
                     *         ],
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [
                     *           {
                     *             "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "name": "Stage",
                     *             "field_type": "SINGLE_SELECT",
                     *             "value": {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "value": "Prospect"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description Created; the `Location` header names the new record */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    location: components["headers"]["Location"];
                    /** @description With `match_on`: whether the record was created or updated */
                    "x-upsert"?: "created" | "updated";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Acme",
                     *         "description": "Anvils and rockets",
                     *         "headquarters_location": "Paris, France",
                     *         "linkedin_slug": "acme",
                     *         "x_slug": "acme",
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "website_url": "https://acme.com",
                     *         "logo_url": null,
                     *         "email": "hello@acme.com",
                     *         "country_code": "+33",
                     *         "phone_number": "140000000",
                     *         "arr_estimate": 1200000,
                     *         "number_of_employees": 42,
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Targets"
                     *             }
                     *           }
                     *         ],
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [
                     *           {
                     *             "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "name": "Stage",
                     *             "field_type": "SINGLE_SELECT",
                     *             "value": {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "value": "Prospect"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Company"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCompany: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: custom_fields, tags, lists, contacts */
                include?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Acme",
                     *         "description": "Anvils and rockets",
                     *         "headquarters_location": "Paris, France",
                     *         "linkedin_slug": "acme",
                     *         "x_slug": "acme",
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "website_url": "https://acme.com",
                     *         "logo_url": null,
                     *         "email": "hello@acme.com",
                     *         "country_code": "+33",
                     *         "phone_number": "140000000",
                     *         "arr_estimate": 1200000,
                     *         "number_of_employees": 42,
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Targets"
                     *             }
                     *           }
                     *         ],
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [
                     *           {
                     *             "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "name": "Stage",
                     *             "field_type": "SINGLE_SELECT",
                     *             "value": {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "value": "Prospect"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCompany: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: custom_fields, tags, lists, contacts */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    headquarters_location?: string;
                    linkedin_slug?: string;
                    /** @description "" or null clears it */
                    x_slug?: string | null;
                    /** @description "" or null clears it */
                    facebook_slug?: string | null;
                    /** @description "" or null clears it */
                    instagram_slug?: string | null;
                    /** @description http(s) address; one without a scheme (acme.com) is stored as https://acme.com */
                    website_url?: string;
                    /** @description http(s) address as website_url; "" or null clears it */
                    logo_url?: string | null;
                    /** @description A valid address, stored lower-cased */
                    email?: string;
                    /** @description + and 1 to 4 digits; 33 is stored as +33 */
                    country_code?: string;
                    /** @description Digits only are kept (spaces, dots, dashes and brackets dropped); 4 to 20 of them */
                    phone_number?: string;
                    arr_estimate?: number;
                    number_of_employees?: number;
                    is_starred?: boolean;
                    ignore_merge?: boolean;
                    tags?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    lists?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    contacts?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    /** @description Values to set, merged per field: fields not sent keep their values */
                    custom_fields?: {
                        /** @description Opaque ID with a resource prefix */
                        id: string;
                        /** @description Depends on field_type: a string (SINGLE_LINE_TEXT, at most 1000 characters), an option ID (SINGLE_SELECT), an array of option IDs (MULTI_SELECT), YYYY-MM-DD (DATE), a number (NUMERIC), a boolean (BOOLEAN) or a workspace user ID (USER); null clears the field */
                        value: unknown;
                    }[];
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    id?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    created_at?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    updated_at?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    last_team_interaction?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    team_members_connected?: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Acme",
                     *         "description": "Anvils and rockets",
                     *         "headquarters_location": "Paris, France",
                     *         "linkedin_slug": "acme",
                     *         "x_slug": "acme",
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "website_url": "https://acme.com",
                     *         "logo_url": null,
                     *         "email": "hello@acme.com",
                     *         "country_code": "+33",
                     *         "phone_number": "140000000",
                     *         "arr_estimate": 1200000,
                     *         "number_of_employees": 42,
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Targets"
                     *             }
                     *           }
                     *         ],
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [
                     *           {
                     *             "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "name": "Stage",
                     *             "field_type": "SINGLE_SELECT",
                     *             "value": {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "value": "Prospect"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Company"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCompany: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: custom_fields, tags, lists, contacts */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Acme",
                     *         "description": "Anvils and rockets",
                     *         "headquarters_location": "Paris, France",
                     *         "linkedin_slug": "acme",
                     *         "x_slug": "acme",
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "website_url": "https://acme.com",
                     *         "logo_url": null,
                     *         "email": "hello@acme.com",
                     *         "country_code": "+33",
                     *         "phone_number": "140000000",
                     *         "arr_estimate": 1200000,
                     *         "number_of_employees": 42,
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Targets"
                     *             }
                     *           }
                     *         ],
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [
                     *           {
                     *             "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "name": "Stage",
                     *             "field_type": "SINGLE_SELECT",
                     *             "value": {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "value": "Prospect"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Company"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCompany: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: custom_fields, tags, lists, contacts */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    headquarters_location?: string;
                    linkedin_slug?: string;
                    /** @description "" or null clears it */
                    x_slug?: string | null;
                    /** @description "" or null clears it */
                    facebook_slug?: string | null;
                    /** @description "" or null clears it */
                    instagram_slug?: string | null;
                    /** @description http(s) address; one without a scheme (acme.com) is stored as https://acme.com */
                    website_url?: string;
                    /** @description http(s) address as website_url; "" or null clears it */
                    logo_url?: string | null;
                    /** @description A valid address, stored lower-cased */
                    email?: string;
                    /** @description + and 1 to 4 digits; 33 is stored as +33 */
                    country_code?: string;
                    /** @description Digits only are kept (spaces, dots, dashes and brackets dropped); 4 to 20 of them */
                    phone_number?: string;
                    arr_estimate?: number;
                    number_of_employees?: number;
                    is_starred?: boolean;
                    ignore_merge?: boolean;
                    tags?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    lists?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    contacts?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    /** @description Values to set, merged per field: fields not sent keep their values */
                    custom_fields?: {
                        /** @description Opaque ID with a resource prefix */
                        id: string;
                        /** @description Depends on field_type: a string (SINGLE_LINE_TEXT, at most 1000 characters), an option ID (SINGLE_SELECT), an array of option IDs (MULTI_SELECT), YYYY-MM-DD (DATE), a number (NUMERIC), a boolean (BOOLEAN) or a workspace user ID (USER); null clears the field */
                        value: unknown;
                    }[];
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    id?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    created_at?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    updated_at?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    last_team_interaction?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    team_members_connected?: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Acme",
                     *         "description": "Anvils and rockets",
                     *         "headquarters_location": "Paris, France",
                     *         "linkedin_slug": "acme",
                     *         "x_slug": "acme",
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "website_url": "https://acme.com",
                     *         "logo_url": null,
                     *         "email": "hello@acme.com",
                     *         "country_code": "+33",
                     *         "phone_number": "140000000",
                     *         "arr_estimate": 1200000,
                     *         "number_of_employees": 42,
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Targets"
                     *             }
                     *           }
                     *         ],
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [
                     *           {
                     *             "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "name": "Stage",
                     *             "field_type": "SINGLE_SELECT",
                     *             "value": {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "value": "Prospect"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Company"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTagsBatch: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies, tasks */
                include?: string;
                /** @description Batch upsert: each record updates the record that matches it instead of creating one (`name`: the tag with the body's name, ignoring case). Several match one record: 409 ambiguous_match. Two records of the batch with one value: 400. */
                match_on?: "name";
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "name": "Investor",
                 *           "contacts": [
                 *             "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *           ],
                 *           "companies": [
                 *             "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z"
                 *           ],
                 *           "tasks": [
                 *             "tsk_01jd8k2m3n4p5q6r7s8t9v0w20"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 bodies, each as `POST /tags` takes it */
                    records: {
                        /** @description Unique in the workspace, ignoring case */
                        name: string;
                        /** @description The full set of linked contacts */
                        contacts?: string[];
                        /** @description The full set of linked companies */
                        companies?: string[];
                        /** @description The full set of linked tasks */
                        tasks?: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "name": "Investor",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ],
                     *           "companies": [
                     *             {
                     *               "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Acme",
                     *               "logo_url": null
                     *             }
                     *           ],
                     *           "tasks": [
                     *             {
                     *               "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *               "body": "Send the term sheet"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The tags in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["Tag"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchTagsBatch: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies, tasks */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1x",
                 *           "name": "Investor",
                 *           "contacts": [
                 *             "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *           ],
                 *           "companies": [
                 *             "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z"
                 *           ],
                 *           "tasks": [
                 *             "tsk_01jd8k2m3n4p5q6r7s8t9v0w20"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 records, each its `id` and the fields to change */
                    records: {
                        /** @description The tag to update */
                        id: string;
                        /** @description Unique in the workspace, ignoring case */
                        name?: string;
                        contacts?: string[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: string[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: string[];
                        };
                        companies?: string[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: string[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: string[];
                        };
                        tasks?: string[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: string[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: string[];
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "name": "Investor",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ],
                     *           "companies": [
                     *             {
                     *               "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Acme",
                     *               "logo_url": null
                     *             }
                     *           ],
                     *           "tasks": [
                     *             {
                     *               "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *               "body": "Send the term sheet"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The tags in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["Tag"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip, 0 to 2147483647; past the last record the page is empty */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "name:asc" | "name:desc" | "name" | "updated_at:asc" | "updated_at:desc" | "updated_at";
                /** @description Comma-separated relations to embed: contacts, companies, tasks */
                include?: string;
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description The tag with exactly this name, ignoring case */
                name?: string;
                /** @description Words that each start a word of the name, ignoring case and accents */
                q?: string;
                /** @description Tags of any of these contacts (comma-separated IDs) */
                contact?: string;
                /** @description Tags of any of these companies (comma-separated IDs) */
                company?: string;
                /** @description Tags of any of these tasks (comma-separated IDs) */
                task?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "name": "Investor",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ],
                     *           "companies": [
                     *             {
                     *               "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Acme",
                     *               "logo_url": null
                     *             }
                     *           ],
                     *           "tasks": [
                     *             {
                     *               "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *               "body": "Send the term sheet"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Tag"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTag: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies, tasks */
                include?: string;
                /** @description Upsert: update the record that matches instead of creating one (`name`: the tag with the body's name, ignoring case). None matches: created, 201. One: updated, 200 (fields sent are set, relations sent are added). Several: 409 ambiguous_match. `X-Upsert` says which. */
                match_on?: "name";
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Investor",
                 *       "contacts": [
                 *         "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *       ],
                 *       "companies": [
                 *         "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z"
                 *       ],
                 *       "tasks": [
                 *         "tsk_01jd8k2m3n4p5q6r7s8t9v0w20"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Unique in the workspace, ignoring case */
                    name: string;
                    /** @description The full set of linked contacts */
                    contacts?: string[];
                    /** @description The full set of linked companies */
                    companies?: string[];
                    /** @description The full set of linked tasks */
                    tasks?: string[];
                };
            };
        };
        responses: {
            /** @description With `match_on`: the one record that matched, updated */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description With `match_on`: whether the record was created or updated */
                    "x-upsert"?: "created" | "updated";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Investor",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "tasks": [
                     *           {
                     *             "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "body": "Send the term sheet"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            /** @description Created; the `Location` header names the new record */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    location: components["headers"]["Location"];
                    /** @description With `match_on`: whether the record was created or updated */
                    "x-upsert"?: "created" | "updated";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Investor",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "tasks": [
                     *           {
                     *             "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "body": "Send the term sheet"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTag: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies, tasks */
                include?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Investor",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "tasks": [
                     *           {
                     *             "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "body": "Send the term sheet"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTag: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies, tasks */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique in the workspace, ignoring case */
                    name?: string;
                    contacts?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    companies?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    tasks?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Investor",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "tasks": [
                     *           {
                     *             "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "body": "Send the term sheet"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTag: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies, tasks */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Investor",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "tasks": [
                     *           {
                     *             "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "body": "Send the term sheet"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchTag: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies, tasks */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique in the workspace, ignoring case */
                    name?: string;
                    contacts?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    companies?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    tasks?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Investor",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "tasks": [
                     *           {
                     *             "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "body": "Send the term sheet"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createNotesBatch: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "body": "Called about the renewal; follow up in March.",
                 *           "contacts": [
                 *             "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 bodies, each as `POST /notes` takes it */
                    records: {
                        body: string;
                        /** @description The full set of linked contacts */
                        contacts?: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "body": "Called about the renewal; follow up in March.",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The notes in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["Note"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchNotesBatch: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                 *           "body": "Called about the renewal; follow up in March.",
                 *           "contacts": [
                 *             "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 records, each its `id` and the fields to change */
                    records: {
                        /** @description The note to update */
                        id: string;
                        body?: string;
                        contacts?: string[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: string[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: string[];
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "body": "Called about the renewal; follow up in March.",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The notes in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["Note"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotes: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip, 0 to 2147483647; past the last record the page is empty */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "updated_at:asc" | "updated_at:desc" | "updated_at";
                /** @description Comma-separated relations to embed: contacts */
                include?: string;
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description Notes about any of these contacts (comma-separated IDs) */
                contact?: string;
                /** @description Words that each start a word of the body, ignoring case and accents */
                q?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "body": "Called about the renewal; follow up in March.",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Note"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createNote: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Called about the renewal; follow up in March.",
                 *       "contacts": [
                 *         "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *       ]
                 *     }
                 */
                "application/json": {
                    body: string;
                    /** @description The full set of linked contacts */
                    contacts?: string[];
                };
            };
        };
        responses: {
            /** @description Created; the `Location` header names the new record */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "body": "Called about the renewal; follow up in March.",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Note"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNote: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts */
                include?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "body": "Called about the renewal; follow up in March.",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Note"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNote: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body?: string;
                    contacts?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "body": "Called about the renewal; follow up in March.",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Note"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteNote: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "body": "Called about the renewal; follow up in March.",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Note"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchNote: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body?: string;
                    contacts?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "body": "Called about the renewal; follow up in March.",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Note"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createListsBatch: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies */
                include?: string;
                /** @description Batch upsert: each record updates the record that matches it instead of creating one (`name`: a list of the body's type with the body's name, ignoring case). Several match one record: 409 ambiguous_match. Two records of the batch with one value: 400. */
                match_on?: "name";
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "name": "Warm leads",
                 *           "type": "CONTACT",
                 *           "description": "Met at the spring fair",
                 *           "contacts": [
                 *             "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 bodies, each as `POST /lists` takes it */
                    records: {
                        name: string;
                        /**
                         * @description CONTACT (a list of contacts) or COMPANY (a list of companies)
                         * @enum {string}
                         */
                        type: "CONTACT" | "COMPANY";
                        /** @description "" when unset */
                        description?: string;
                        /** @description The full set of contacts, each an ID or {"id": ...}; CONTACT lists only */
                        contacts?: (string | {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                        })[];
                        /** @description The full set of companies, each an ID or {"id": ...}; COMPANY lists only */
                        companies?: (string | {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                        })[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "name": "Warm leads",
                     *           "type": "CONTACT",
                     *           "description": "Met at the spring fair",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The lists in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["List"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchListsBatch: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1x",
                 *           "name": "Warm leads",
                 *           "type": "CONTACT",
                 *           "description": "Met at the spring fair",
                 *           "contacts": [
                 *             "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 records, each its `id` and the fields to change */
                    records: {
                        /** @description The list to update */
                        id: string;
                        name?: string;
                        /**
                         * @description CONTACT (a list of contacts) or COMPANY (a list of companies)
                         * @enum {string}
                         */
                        type?: "CONTACT" | "COMPANY";
                        /** @description "" when unset */
                        description?: string;
                        contacts?: (string | {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                        })[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: (string | {
                                /** @description Opaque ID with a resource prefix */
                                id: string;
                            })[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: (string | {
                                /** @description Opaque ID with a resource prefix */
                                id: string;
                            })[];
                        };
                        companies?: (string | {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                        })[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: (string | {
                                /** @description Opaque ID with a resource prefix */
                                id: string;
                            })[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: (string | {
                                /** @description Opaque ID with a resource prefix */
                                id: string;
                            })[];
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "name": "Warm leads",
                     *           "type": "CONTACT",
                     *           "description": "Met at the spring fair",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The lists in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["List"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLists: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip, 0 to 2147483647; past the last record the page is empty */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "name:asc" | "name:desc" | "name" | "updated_at:asc" | "updated_at:desc" | "updated_at";
                /** @description Comma-separated relations to embed: contacts, companies */
                include?: string;
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description Lists of these types (comma-separated): CONTACT, COMPANY */
                type?: string;
                /** @description Lists with exactly this name, ignoring case */
                name?: string;
                /** @description Words that each start a word of the name, ignoring case and accents */
                q?: string;
                /** @description Lists holding any of these contacts (comma-separated IDs) */
                contact?: string;
                /** @description Lists holding any of these companies (comma-separated IDs) */
                company?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "name": "Warm leads",
                     *           "type": "CONTACT",
                     *           "description": "Met at the spring fair",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["List"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createList: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies */
                include?: string;
                /** @description Upsert: update the record that matches instead of creating one (`name`: a list of the body's type with the body's name, ignoring case). None matches: created, 201. One: updated, 200 (fields sent are set, relations sent are added). Several: 409 ambiguous_match. `X-Upsert` says which. */
                match_on?: "name";
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Warm leads",
                 *       "type": "CONTACT",
                 *       "description": "Met at the spring fair",
                 *       "contacts": [
                 *         "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    /**
                     * @description CONTACT (a list of contacts) or COMPANY (a list of companies)
                     * @enum {string}
                     */
                    type: "CONTACT" | "COMPANY";
                    /** @description "" when unset */
                    description?: string;
                    /** @description The full set of contacts, each an ID or {"id": ...}; CONTACT lists only */
                    contacts?: (string | {
                        /** @description Opaque ID with a resource prefix */
                        id: string;
                    })[];
                    /** @description The full set of companies, each an ID or {"id": ...}; COMPANY lists only */
                    companies?: (string | {
                        /** @description Opaque ID with a resource prefix */
                        id: string;
                    })[];
                };
            };
        };
        responses: {
            /** @description With `match_on`: the one record that matched, updated */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description With `match_on`: whether the record was created or updated */
                    "x-upsert"?: "created" | "updated";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Warm leads",
                     *         "type": "CONTACT",
                     *         "description": "Met at the spring fair",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["List"];
                    };
                };
            };
            /** @description Created; the `Location` header names the new record */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    location: components["headers"]["Location"];
                    /** @description With `match_on`: whether the record was created or updated */
                    "x-upsert"?: "created" | "updated";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Warm leads",
                     *         "type": "CONTACT",
                     *         "description": "Met at the spring fair",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["List"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getList: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies */
                include?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Warm leads",
                     *         "type": "CONTACT",
                     *         "description": "Met at the spring fair",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["List"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateList: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /**
                     * @description CONTACT (a list of contacts) or COMPANY (a list of companies)
                     * @enum {string}
                     */
                    type?: "CONTACT" | "COMPANY";
                    /** @description "" when unset */
                    description?: string;
                    contacts?: (string | {
                        /** @description Opaque ID with a resource prefix */
                        id: string;
                    })[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: (string | {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                        })[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: (string | {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                        })[];
                    };
                    companies?: (string | {
                        /** @description Opaque ID with a resource prefix */
                        id: string;
                    })[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: (string | {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                        })[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: (string | {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                        })[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Warm leads",
                     *         "type": "CONTACT",
                     *         "description": "Met at the spring fair",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["List"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteList: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Warm leads",
                     *         "type": "CONTACT",
                     *         "description": "Met at the spring fair",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["List"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchList: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: contacts, companies */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /**
                     * @description CONTACT (a list of contacts) or COMPANY (a list of companies)
                     * @enum {string}
                     */
                    type?: "CONTACT" | "COMPANY";
                    /** @description "" when unset */
                    description?: string;
                    contacts?: (string | {
                        /** @description Opaque ID with a resource prefix */
                        id: string;
                    })[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: (string | {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                        })[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: (string | {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                        })[];
                    };
                    companies?: (string | {
                        /** @description Opaque ID with a resource prefix */
                        id: string;
                    })[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: (string | {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                        })[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: (string | {
                            /** @description Opaque ID with a resource prefix */
                            id: string;
                        })[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Warm leads",
                     *         "type": "CONTACT",
                     *         "description": "Met at the spring fair",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["List"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTasksBatch: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: tags */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "body": "Send the renewal offer.",
                 *           "due_date": "2026-12-01T10:00:00+01:00",
                 *           "contacts": [
                 *             "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *           ],
                 *           "tags": [
                 *             "tag_01jd8k2m3n4p5q6r7s8t9v0w1w"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 bodies, each as `POST /tasks` takes it */
                    records: {
                        body: string;
                        /**
                         * @description ISO 8601 timestamp with any offset, stored in UTC; null clears it
                         * @example 2026-12-01T10:00:00+01:00
                         */
                        due_date?: string | null;
                        /** @description A workspace user of this workspace; defaults to the creator */
                        assignee?: string;
                        /** @description true sets completed_at to now unless already set; false clears it */
                        completed?: boolean;
                        /** @description The full set of linked contacts */
                        contacts?: string[];
                        /** @description The full set of linked tags */
                        tags?: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "body": "Send the renewal offer.",
                     *           "due_date": "2026-12-01T09:00:00.000Z",
                     *           "completed_at": null,
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ],
                     *           "assignee": {
                     *             "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "full_name": "Ada Lovelace",
                     *             "avatar_url": null
                     *           },
                     *           "creator": {
                     *             "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "full_name": "Ada Lovelace",
                     *             "avatar_url": null
                     *           },
                     *           "tags": [
                     *             {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1w",
                     *               "name": "Renewals"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The tasks in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["Task"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchTasksBatch: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: tags */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                 *           "body": "Send the renewal offer.",
                 *           "due_date": "2026-12-01T10:00:00+01:00",
                 *           "contacts": [
                 *             "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *           ],
                 *           "tags": [
                 *             "tag_01jd8k2m3n4p5q6r7s8t9v0w1w"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 records, each its `id` and the fields to change */
                    records: {
                        /** @description The task to update */
                        id: string;
                        body?: string;
                        /**
                         * @description ISO 8601 timestamp with any offset, stored in UTC; null clears it
                         * @example 2026-12-01T10:00:00+01:00
                         */
                        due_date?: string | null;
                        /** @description A workspace user of this workspace; defaults to the creator */
                        assignee?: string;
                        /** @description true sets completed_at to now unless already set; false clears it */
                        completed?: boolean;
                        contacts?: string[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: string[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: string[];
                        };
                        tags?: string[] | {
                            /** @description Linked at the end in the order sent; what is already linked stays in place */
                            add?: string[];
                            /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                            remove?: string[];
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "body": "Send the renewal offer.",
                     *           "due_date": "2026-12-01T09:00:00.000Z",
                     *           "completed_at": null,
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ],
                     *           "assignee": {
                     *             "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "full_name": "Ada Lovelace",
                     *             "avatar_url": null
                     *           },
                     *           "creator": {
                     *             "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "full_name": "Ada Lovelace",
                     *             "avatar_url": null
                     *           },
                     *           "tags": [
                     *             {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1w",
                     *               "name": "Renewals"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The tasks in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["Task"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTasks: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip, 0 to 2147483647; past the last record the page is empty */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "due_date:asc" | "due_date:desc" | "due_date" | "created_at:asc" | "created_at:desc" | "created_at" | "updated_at:asc" | "updated_at:desc" | "updated_at" | "completed_at:asc" | "completed_at:desc" | "completed_at";
                /** @description Comma-separated relations to embed: tags */
                include?: string;
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description Tasks assigned to any of these workspace users (comma-separated IDs) */
                assignee?: string;
                /** @description Tasks created by any of these workspace users (comma-separated IDs) */
                creator?: string;
                /** @description Completed tasks (true) or open ones (false) */
                completed?: "true" | "false";
                /** @description Due strictly after this instant; a task without a due date never matches (ISO 8601) */
                due_after?: string;
                /** @description Due strictly before this instant; a task without a due date never matches (ISO 8601) */
                due_before?: string;
                /** @description Tasks about any of these contacts (comma-separated IDs) */
                contact?: string;
                /** @description Tasks with any of these tags (comma-separated IDs) */
                tag?: string;
                /** @description Words that each start a word of the body, ignoring case and accents */
                q?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "body": "Send the renewal offer.",
                     *           "due_date": "2026-12-01T09:00:00.000Z",
                     *           "completed_at": null,
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ],
                     *           "assignee": {
                     *             "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "full_name": "Ada Lovelace",
                     *             "avatar_url": null
                     *           },
                     *           "creator": {
                     *             "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "full_name": "Ada Lovelace",
                     *             "avatar_url": null
                     *           },
                     *           "tags": [
                     *             {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1w",
                     *               "name": "Renewals"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Task"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTask: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: tags */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Send the renewal offer.",
                 *       "due_date": "2026-12-01T10:00:00+01:00",
                 *       "contacts": [
                 *         "con_01jd8k2m3n4p5q6r7s8t9v0w1y"
                 *       ],
                 *       "tags": [
                 *         "tag_01jd8k2m3n4p5q6r7s8t9v0w1w"
                 *       ]
                 *     }
                 */
                "application/json": {
                    body: string;
                    /**
                     * @description ISO 8601 timestamp with any offset, stored in UTC; null clears it
                     * @example 2026-12-01T10:00:00+01:00
                     */
                    due_date?: string | null;
                    /** @description A workspace user of this workspace; defaults to the creator */
                    assignee?: string;
                    /** @description true sets completed_at to now unless already set; false clears it */
                    completed?: boolean;
                    /** @description The full set of linked contacts */
                    contacts?: string[];
                    /** @description The full set of linked tags */
                    tags?: string[];
                };
            };
        };
        responses: {
            /** @description Created; the `Location` header names the new record */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "body": "Send the renewal offer.",
                     *         "due_date": "2026-12-01T09:00:00.000Z",
                     *         "completed_at": null,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "assignee": {
                     *           "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "full_name": "Ada Lovelace",
                     *           "avatar_url": null
                     *         },
                     *         "creator": {
                     *           "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "full_name": "Ada Lovelace",
                     *           "avatar_url": null
                     *         },
                     *         "tags": [
                     *           {
                     *             "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1w",
                     *             "name": "Renewals"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Task"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTask: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: tags */
                include?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "body": "Send the renewal offer.",
                     *         "due_date": "2026-12-01T09:00:00.000Z",
                     *         "completed_at": null,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "assignee": {
                     *           "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "full_name": "Ada Lovelace",
                     *           "avatar_url": null
                     *         },
                     *         "creator": {
                     *           "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "full_name": "Ada Lovelace",
                     *           "avatar_url": null
                     *         },
                     *         "tags": [
                     *           {
                     *             "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1w",
                     *             "name": "Renewals"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Task"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTask: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: tags */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body?: string;
                    /**
                     * @description ISO 8601 timestamp with any offset, stored in UTC; null clears it
                     * @example 2026-12-01T10:00:00+01:00
                     */
                    due_date?: string | null;
                    /** @description A workspace user of this workspace; defaults to the creator */
                    assignee?: string;
                    /** @description true sets completed_at to now unless already set; false clears it */
                    completed?: boolean;
                    contacts?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    tags?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "body": "Send the renewal offer.",
                     *         "due_date": "2026-12-01T09:00:00.000Z",
                     *         "completed_at": null,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "assignee": {
                     *           "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "full_name": "Ada Lovelace",
                     *           "avatar_url": null
                     *         },
                     *         "creator": {
                     *           "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "full_name": "Ada Lovelace",
                     *           "avatar_url": null
                     *         },
                     *         "tags": [
                     *           {
                     *             "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1w",
                     *             "name": "Renewals"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Task"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTask: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: tags */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "body": "Send the renewal offer.",
                     *         "due_date": "2026-12-01T09:00:00.000Z",
                     *         "completed_at": null,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "assignee": {
                     *           "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "full_name": "Ada Lovelace",
                     *           "avatar_url": null
                     *         },
                     *         "creator": {
                     *           "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "full_name": "Ada Lovelace",
                     *           "avatar_url": null
                     *         },
                     *         "tags": [
                     *           {
                     *             "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1w",
                     *             "name": "Renewals"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Task"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchTask: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: tags */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body?: string;
                    /**
                     * @description ISO 8601 timestamp with any offset, stored in UTC; null clears it
                     * @example 2026-12-01T10:00:00+01:00
                     */
                    due_date?: string | null;
                    /** @description A workspace user of this workspace; defaults to the creator */
                    assignee?: string;
                    /** @description true sets completed_at to now unless already set; false clears it */
                    completed?: boolean;
                    contacts?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                    tags?: string[] | {
                        /** @description Linked at the end in the order sent; what is already linked stays in place */
                        add?: string[];
                        /** @description Unlinked; an ID that is not linked (or does not exist) is ignored */
                        remove?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "tsk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "body": "Send the renewal offer.",
                     *         "due_date": "2026-12-01T09:00:00.000Z",
                     *         "completed_at": null,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "assignee": {
                     *           "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "full_name": "Ada Lovelace",
                     *           "avatar_url": null
                     *         },
                     *         "creator": {
                     *           "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "full_name": "Ada Lovelace",
                     *           "avatar_url": null
                     *         },
                     *         "tags": [
                     *           {
                     *             "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1w",
                     *             "name": "Renewals"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Task"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCustomFieldsBatch: {
        parameters: {
            query?: {
                /** @description Batch upsert: each record updates the record that matches it instead of creating one (`name`: the field of the body's entity_type with the body's name, ignoring case). Several match one record: 409 ambiguous_match. Two records of the batch with one value: 400. */
                match_on?: "name";
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "name": "Stage",
                 *           "field_type": "SINGLE_SELECT",
                 *           "entity_type": "COMPANY",
                 *           "multi_select_options": [
                 *             {
                 *               "value": "Prospect"
                 *             },
                 *             {
                 *               "value": "Customer"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 bodies, each as `POST /custom-fields` takes it */
                    records: {
                        /** @description Unique among the fields of the entity type, ignoring case */
                        name: string;
                        /**
                         * @description SINGLE_LINE_TEXT, USER, SINGLE_SELECT, MULTI_SELECT, DATE, NUMERIC or BOOLEAN
                         * @enum {string}
                         */
                        field_type: "SINGLE_LINE_TEXT" | "USER" | "SINGLE_SELECT" | "MULTI_SELECT" | "DATE" | "NUMERIC" | "BOOLEAN";
                        /**
                         * @description CONTACT (fields for contacts) or COMPANY (fields for companies)
                         * @enum {string}
                         */
                        entity_type: "CONTACT" | "COMPANY";
                        /** @description Required for SINGLE_SELECT and MULTI_SELECT fields (1 to 500 options); refused for the others */
                        multi_select_options?: {
                            /** @description Unique within the field, ignoring case */
                            value: string;
                        }[];
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        id?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        created_at?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        updated_at?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "name": "Stage",
                     *           "field_type": "SINGLE_SELECT",
                     *           "entity_type": "COMPANY",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "multi_select_options": [
                     *             {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "value": "Prospect"
                     *             },
                     *             {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "value": "Customer"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The custom fields in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["CustomField"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCustomFieldsBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w1x",
                 *           "name": "Stage",
                 *           "field_type": "SINGLE_SELECT",
                 *           "entity_type": "COMPANY",
                 *           "multi_select_options": [
                 *             {
                 *               "value": "Prospect"
                 *             },
                 *             {
                 *               "value": "Customer"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 records, each its `id` and the fields to change */
                    records: {
                        /** @description The custom field to update */
                        id: string;
                        /** @description Unique among the fields of the entity type, ignoring case */
                        name?: string;
                        /**
                         * @description SINGLE_LINE_TEXT, USER, SINGLE_SELECT, MULTI_SELECT, DATE, NUMERIC or BOOLEAN
                         * @enum {string}
                         */
                        field_type?: "SINGLE_LINE_TEXT" | "USER" | "SINGLE_SELECT" | "MULTI_SELECT" | "DATE" | "NUMERIC" | "BOOLEAN";
                        /**
                         * @description CONTACT (fields for contacts) or COMPANY (fields for companies)
                         * @enum {string}
                         */
                        entity_type?: "CONTACT" | "COMPANY";
                        /** @description The full set of options: an option with an id keeps it (and takes the value sent), one without is new, one left out is removed and the values that chose it are cleared */
                        multi_select_options?: {
                            /** @description Opaque ID with a resource prefix */
                            id?: string;
                            /** @description Unique within the field, ignoring case */
                            value: string;
                        }[];
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        created_at?: unknown;
                        /** @description Read-only: a body that sends it gets 400 `validation_error` */
                        updated_at?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Every record written, in the order sent; no `Location` */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "name": "Stage",
                     *           "field_type": "SINGLE_SELECT",
                     *           "entity_type": "COMPANY",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "multi_select_options": [
                     *             {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "value": "Prospect"
                     *             },
                     *             {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "value": "Customer"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "created": 1,
                     *         "updated": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The custom fields in the order sent, each as a single write answers it (fully expanded) */
                        data: components["schemas"]["CustomField"][];
                        /**
                         * @example {
                         *       "created": 1,
                         *       "updated": 0
                         *     }
                         */
                        meta: {
                            /** @description Records this batch created */
                            created: number;
                            /** @description Records this batch updated */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomFields: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip, 0 to 2147483647; past the last record the page is empty */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "name:asc" | "name:desc" | "name" | "updated_at:asc" | "updated_at:desc" | "updated_at";
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description Fields of these entity types (comma-separated) */
                entity_type?: string;
                /** @description Fields of these field types (comma-separated) */
                field_type?: string;
                /** @description Fields with exactly this name, ignoring case */
                name?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "name": "Stage",
                     *           "field_type": "SINGLE_SELECT",
                     *           "entity_type": "COMPANY",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "multi_select_options": [
                     *             {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "value": "Prospect"
                     *             },
                     *             {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "value": "Customer"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomField"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCustomField: {
        parameters: {
            query?: {
                /** @description Upsert: update the record that matches instead of creating one (`name`: the field of the body's entity_type with the body's name, ignoring case). None matches: created, 201. One: updated, 200 (fields sent are set, relations sent are added). Several: 409 ambiguous_match. `X-Upsert` says which. */
                match_on?: "name";
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Stage",
                 *       "field_type": "SINGLE_SELECT",
                 *       "entity_type": "COMPANY",
                 *       "multi_select_options": [
                 *         {
                 *           "value": "Prospect"
                 *         },
                 *         {
                 *           "value": "Customer"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Unique among the fields of the entity type, ignoring case */
                    name: string;
                    /**
                     * @description SINGLE_LINE_TEXT, USER, SINGLE_SELECT, MULTI_SELECT, DATE, NUMERIC or BOOLEAN
                     * @enum {string}
                     */
                    field_type: "SINGLE_LINE_TEXT" | "USER" | "SINGLE_SELECT" | "MULTI_SELECT" | "DATE" | "NUMERIC" | "BOOLEAN";
                    /**
                     * @description CONTACT (fields for contacts) or COMPANY (fields for companies)
                     * @enum {string}
                     */
                    entity_type: "CONTACT" | "COMPANY";
                    /** @description Required for SINGLE_SELECT and MULTI_SELECT fields (1 to 500 options); refused for the others */
                    multi_select_options?: {
                        /** @description Unique within the field, ignoring case */
                        value: string;
                    }[];
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    id?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    created_at?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    updated_at?: unknown;
                };
            };
        };
        responses: {
            /** @description With `match_on`: the one record that matched, updated */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description With `match_on`: whether the record was created or updated */
                    "x-upsert"?: "created" | "updated";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Stage",
                     *         "field_type": "SINGLE_SELECT",
                     *         "entity_type": "COMPANY",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "multi_select_options": [
                     *           {
                     *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "value": "Prospect"
                     *           },
                     *           {
                     *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "value": "Customer"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomField"];
                    };
                };
            };
            /** @description Created; the `Location` header names the new record */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    location: components["headers"]["Location"];
                    /** @description With `match_on`: whether the record was created or updated */
                    "x-upsert"?: "created" | "updated";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Stage",
                     *         "field_type": "SINGLE_SELECT",
                     *         "entity_type": "COMPANY",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "multi_select_options": [
                     *           {
                     *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "value": "Prospect"
                     *           },
                     *           {
                     *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "value": "Customer"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomField"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomField: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Stage",
                     *         "field_type": "SINGLE_SELECT",
                     *         "entity_type": "COMPANY",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "multi_select_options": [
                     *           {
                     *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "value": "Prospect"
                     *           },
                     *           {
                     *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "value": "Customer"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomField"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCustomField: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique among the fields of the entity type, ignoring case */
                    name?: string;
                    /**
                     * @description SINGLE_LINE_TEXT, USER, SINGLE_SELECT, MULTI_SELECT, DATE, NUMERIC or BOOLEAN
                     * @enum {string}
                     */
                    field_type?: "SINGLE_LINE_TEXT" | "USER" | "SINGLE_SELECT" | "MULTI_SELECT" | "DATE" | "NUMERIC" | "BOOLEAN";
                    /**
                     * @description CONTACT (fields for contacts) or COMPANY (fields for companies)
                     * @enum {string}
                     */
                    entity_type?: "CONTACT" | "COMPANY";
                    /** @description The full set of options: an option with an id keeps it (and takes the value sent), one without is new, one left out is removed and the values that chose it are cleared */
                    multi_select_options?: {
                        /** @description Opaque ID with a resource prefix */
                        id?: string;
                        /** @description Unique within the field, ignoring case */
                        value: string;
                    }[];
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    id?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    created_at?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    updated_at?: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Stage",
                     *         "field_type": "SINGLE_SELECT",
                     *         "entity_type": "COMPANY",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "multi_select_options": [
                     *           {
                     *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "value": "Prospect"
                     *           },
                     *           {
                     *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "value": "Customer"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomField"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCustomField: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Stage",
                     *         "field_type": "SINGLE_SELECT",
                     *         "entity_type": "COMPANY",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "multi_select_options": [
                     *           {
                     *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "value": "Prospect"
                     *           },
                     *           {
                     *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "value": "Customer"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomField"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCustomField: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique among the fields of the entity type, ignoring case */
                    name?: string;
                    /**
                     * @description SINGLE_LINE_TEXT, USER, SINGLE_SELECT, MULTI_SELECT, DATE, NUMERIC or BOOLEAN
                     * @enum {string}
                     */
                    field_type?: "SINGLE_LINE_TEXT" | "USER" | "SINGLE_SELECT" | "MULTI_SELECT" | "DATE" | "NUMERIC" | "BOOLEAN";
                    /**
                     * @description CONTACT (fields for contacts) or COMPANY (fields for companies)
                     * @enum {string}
                     */
                    entity_type?: "CONTACT" | "COMPANY";
                    /** @description The full set of options: an option with an id keeps it (and takes the value sent), one without is new, one left out is removed and the values that chose it are cleared */
                    multi_select_options?: {
                        /** @description Opaque ID with a resource prefix */
                        id?: string;
                        /** @description Unique within the field, ignoring case */
                        value: string;
                    }[];
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    id?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    created_at?: unknown;
                    /** @description Read-only: a body that sends it gets 400 `validation_error` */
                    updated_at?: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Stage",
                     *         "field_type": "SINGLE_SELECT",
                     *         "entity_type": "COMPANY",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "multi_select_options": [
                     *           {
                     *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "value": "Prospect"
                     *           },
                     *           {
                     *             "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "value": "Customer"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomField"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWorkspaceUsers: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip, 0 to 2147483647; past the last record the page is empty */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "full_name:asc" | "full_name:desc" | "full_name";
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description Users whose e-mail is any of these (comma-separated), compared lower-cased */
                email?: string;
                /** @description Users with any of these roles (comma-separated) */
                role?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "full_name": "Ada Lovelace",
                     *           "email": "ada@example.com",
                     *           "avatar_url": null,
                     *           "role": "OWNER",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WorkspaceUser"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWorkspaceUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "full_name": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "avatar_url": null,
                     *         "role": "OWNER",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WorkspaceUser"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description A `next_cursor` from an earlier answer: the events after it. Without it, the feed starts at the oldest event kept. */
                after?: string;
                /** @description `asc` (default): oldest first, after `after`, the way to follow the feed. `desc`: newest first, before `before`: what happened lately (a poll that wants the last few events reads one page, not the whole feed). */
                order?: "asc" | "desc";
                /** @description With `order=desc`: a `next_cursor` from an earlier newest-first answer, the events before it. Without it, the newest event first. */
                before?: string;
                /** @description Events per answer, 1 to 1000 */
                limit?: number;
                /** @description Comma-separated event types: only those. Types: contact.created, contact.updated, contact.deleted, contact.restored, company.created, company.updated, company.deleted, company.restored, tag.created, tag.updated, tag.deleted, tag.restored, note.created, note.updated, note.deleted, note.restored, list.created, list.updated, list.deleted, list.restored, task.created, task.updated, task.deleted, task.restored, custom_field.created, custom_field.updated, custom_field.deleted, custom_field.restored, link.added, link.removed. */
                types?: string;
                /** @description Only the events of this record */
                resource_id?: string;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "evt_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "type": "contact.updated",
                     *           "occurred_at": "2026-11-22T01:15:12.345Z",
                     *           "resource": "contact",
                     *           "resource_id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *           "data": {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "first_name": "Mary Ann",
                     *             "last_name": "Smith",
                     *             "full_name": "Mary Ann Smith",
                     *             "job_title": "CEO",
                     *             "description": "Met at the spring fair.",
                     *             "location": "Lyon",
                     *             "linkedin_slug": "maryannsmith",
                     *             "x_slug": null,
                     *             "facebook_slug": null,
                     *             "instagram_slug": null,
                     *             "image_url": null,
                     *             "birthday": "1984-02-29",
                     *             "is_starred": false,
                     *             "ignore_merge": false,
                     *             "last_team_interaction": null,
                     *             "team_members_connected": 0,
                     *             "created_at": "2026-11-22T01:15:12.345Z",
                     *             "updated_at": "2026-11-22T01:15:12.345Z",
                     *             "emails": [
                     *               {
                     *                 "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *                 "email": "mary@acme.com",
                     *                 "is_primary": true
                     *               }
                     *             ],
                     *             "phone_numbers": [
                     *               {
                     *                 "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *                 "country_code": "+33",
                     *                 "phone_number": "612345678",
                     *                 "is_primary": true
                     *               }
                     *             ],
                     *             "companies": [
                     *               {
                     *                 "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *                 "name": "Acme",
                     *                 "logo_url": null
                     *               }
                     *             ],
                     *             "custom_fields": [],
                     *             "tags": [
                     *               {
                     *                 "tag": {
                     *                   "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *                   "name": "Investor"
                     *                 }
                     *               }
                     *             ],
                     *             "lists": [
                     *               {
                     *                 "list": {
                     *                   "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
                     *                   "name": "Warm leads"
                     *                 }
                     *               }
                     *             ],
                     *             "notes": []
                     *           },
                     *           "changed": [
                     *             "job_title"
                     *           ],
                     *           "previous": {
                     *             "job_title": "CTO"
                     *           },
                     *           "actor": {
                     *             "api_key_id": "key_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *             "user_id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1x"
                     *           },
                     *           "request_id": "3f1c8f0e-6f5e-4a39-9d0e-2f4b8f6a1c2d"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "next_cursor": "1234",
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        /**
                         * @example {
                         *       "next_cursor": "1234",
                         *       "has_more": false
                         *     }
                         */
                        meta: {
                            /** @description Where to read on from: the position of the last event answered (with `order=desc`, the oldest), or the `after` (`before`) sent when none were. */
                            next_cursor: string;
                            /** @description More events are there now after `next_cursor` (with `order=desc`: before it) */
                            has_more: boolean;
                        };
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            410: components["responses"]["CursorExpired"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "evt_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "type": "contact.updated",
                     *         "occurred_at": "2026-11-22T01:15:12.345Z",
                     *         "resource": "contact",
                     *         "resource_id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *         "data": {
                     *           "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *           "first_name": "Mary Ann",
                     *           "last_name": "Smith",
                     *           "full_name": "Mary Ann Smith",
                     *           "job_title": "CEO",
                     *           "description": "Met at the spring fair.",
                     *           "location": "Lyon",
                     *           "linkedin_slug": "maryannsmith",
                     *           "x_slug": null,
                     *           "facebook_slug": null,
                     *           "instagram_slug": null,
                     *           "image_url": null,
                     *           "birthday": "1984-02-29",
                     *           "is_starred": false,
                     *           "ignore_merge": false,
                     *           "last_team_interaction": null,
                     *           "team_members_connected": 0,
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "emails": [
                     *             {
                     *               "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *               "email": "mary@acme.com",
                     *               "is_primary": true
                     *             }
                     *           ],
                     *           "phone_numbers": [
                     *             {
                     *               "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *               "country_code": "+33",
                     *               "phone_number": "612345678",
                     *               "is_primary": true
                     *             }
                     *           ],
                     *           "companies": [
                     *             {
                     *               "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Acme",
                     *               "logo_url": null
                     *             }
                     *           ],
                     *           "custom_fields": [],
                     *           "tags": [
                     *             {
                     *               "tag": {
                     *                 "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *                 "name": "Investor"
                     *               }
                     *             }
                     *           ],
                     *           "lists": [
                     *             {
                     *               "list": {
                     *                 "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
                     *                 "name": "Warm leads"
                     *               }
                     *             }
                     *           ],
                     *           "notes": []
                     *         },
                     *         "changed": [
                     *           "job_title"
                     *         ],
                     *         "previous": {
                     *           "job_title": "CTO"
                     *         },
                     *         "actor": {
                     *           "api_key_id": "key_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "user_id": "usr_01jd8k2m3n4p5q6r7s8t9v0w1x"
                     *         },
                     *         "request_id": "3f1c8f0e-6f5e-4a39-9d0e-2f4b8f6a1c2d"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip, 0 to 2147483647; past the last record the page is empty */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at";
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "whk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "url": "https://hooks.example.com/crm",
                     *           "event_types": [
                     *             "contact.created",
                     *             "contact.updated"
                     *           ],
                     *           "description": "Sync contacts to the data warehouse",
                     *           "enabled": true,
                     *           "disabled_reason": null,
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Webhook"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/crm",
                 *       "event_types": [
                 *         "contact.created",
                 *         "contact.updated"
                 *       ],
                 *       "description": "Sync contacts to the data warehouse"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Where deliveries are POSTed: an http or https URL. A host that is or resolves to a loopback, private, link-local or metadata address is refused unless the server allows private addresses.
                     * @example https://hooks.example.com/crm
                     */
                    url: string;
                    /**
                     * @description The event types delivered, or `["*"]` for all of them: contact.created, contact.updated, contact.deleted, contact.restored, company.created, company.updated, company.deleted, company.restored, tag.created, tag.updated, tag.deleted, tag.restored, note.created, note.updated, note.deleted, note.restored, list.created, list.updated, list.deleted, list.restored, task.created, task.updated, task.deleted, task.restored, custom_field.created, custom_field.updated, custom_field.deleted, custom_field.restored, link.added, link.removed.
                     * @example [
                     *       "*"
                     *     ]
                     * @example [
                     *       "contact.created",
                     *       "contact.updated"
                     *     ]
                     */
                    event_types?: string[];
                    /** @description Free text, at most 500 characters */
                    description?: string;
                    /** @description Default true; true clears `disabled_reason` */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created; the `Location` header names the new record */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "url": "https://hooks.example.com/crm",
                     *         "event_types": [
                     *           "contact.created",
                     *           "contact.updated"
                     *         ],
                     *         "description": "Sync contacts to the data warehouse",
                     *         "enabled": true,
                     *         "disabled_reason": null,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CreatedWebhook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "url": "https://hooks.example.com/crm",
                     *         "event_types": [
                     *           "contact.created",
                     *           "contact.updated"
                     *         ],
                     *         "description": "Sync contacts to the data warehouse",
                     *         "enabled": true,
                     *         "disabled_reason": null,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Where deliveries are POSTed: an http or https URL. A host that is or resolves to a loopback, private, link-local or metadata address is refused unless the server allows private addresses.
                     * @example https://hooks.example.com/crm
                     */
                    url?: string;
                    /**
                     * @description The event types delivered, or `["*"]` for all of them: contact.created, contact.updated, contact.deleted, contact.restored, company.created, company.updated, company.deleted, company.restored, tag.created, tag.updated, tag.deleted, tag.restored, note.created, note.updated, note.deleted, note.restored, list.created, list.updated, list.deleted, list.restored, task.created, task.updated, task.deleted, task.restored, custom_field.created, custom_field.updated, custom_field.deleted, custom_field.restored, link.added, link.removed.
                     * @example [
                     *       "*"
                     *     ]
                     * @example [
                     *       "contact.created",
                     *       "contact.updated"
                     *     ]
                     */
                    event_types?: string[];
                    /** @description Free text, at most 500 characters */
                    description?: string;
                    /** @description True clears `disabled_reason` */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "url": "https://hooks.example.com/crm",
                     *         "event_types": [
                     *           "contact.created",
                     *           "contact.updated"
                     *         ],
                     *         "description": "Sync contacts to the data warehouse",
                     *         "enabled": true,
                     *         "disabled_reason": null,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "url": "https://hooks.example.com/crm",
                     *         "event_types": [
                     *           "contact.created",
                     *           "contact.updated"
                     *         ],
                     *         "description": "Sync contacts to the data warehouse",
                     *         "enabled": true,
                     *         "disabled_reason": null,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Where deliveries are POSTed: an http or https URL. A host that is or resolves to a loopback, private, link-local or metadata address is refused unless the server allows private addresses.
                     * @example https://hooks.example.com/crm
                     */
                    url?: string;
                    /**
                     * @description The event types delivered, or `["*"]` for all of them: contact.created, contact.updated, contact.deleted, contact.restored, company.created, company.updated, company.deleted, company.restored, tag.created, tag.updated, tag.deleted, tag.restored, note.created, note.updated, note.deleted, note.restored, list.created, list.updated, list.deleted, list.restored, task.created, task.updated, task.deleted, task.restored, custom_field.created, custom_field.updated, custom_field.deleted, custom_field.restored, link.added, link.removed.
                     * @example [
                     *       "*"
                     *     ]
                     * @example [
                     *       "contact.created",
                     *       "contact.updated"
                     *     ]
                     */
                    event_types?: string[];
                    /** @description Free text, at most 500 characters */
                    description?: string;
                    /** @description True clears `disabled_reason` */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whk_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "url": "https://hooks.example.com/crm",
                     *         "event_types": [
                     *           "contact.created",
                     *           "contact.updated"
                     *         ],
                     *         "description": "Sync contacts to the data warehouse",
                     *         "enabled": true,
                     *         "disabled_reason": null,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The new signing secret; the old one keeps signing for 24 hours */
                            secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip, 0 to 2147483647; past the last record the page is empty */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at";
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "dlv_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *           "event_id": "evt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "event_type": "contact.created",
                     *           "attempts": 2,
                     *           "status": "pending",
                     *           "last_status_code": 503,
                     *           "last_error": "the receiver answered 503",
                     *           "last_duration_ms": 41,
                     *           "next_attempt_at": "2026-11-22T01:16:17.345Z",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:17.345Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
                /** @description Opaque ID with a resource prefix */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted; the work is done in the background */
            202: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "dlv_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *         "event_id": "evt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *         "event_type": "contact.created",
                     *         "attempts": 2,
                     *         "status": "pending",
                     *         "last_status_code": 503,
                     *         "last_error": "the receiver answered 503",
                     *         "last_duration_ms": 41,
                     *         "next_attempt_at": "2026-11-22T01:16:17.345Z",
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:17.345Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted; the work is done in the background */
            202: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "event_id": "evt_01jd8k2m3n4p5q6r7s8t9v0w1x"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description Opaque ID with a resource prefix */
                            event_id: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importContacts: {
        parameters: {
            query?: {
                /** @description Update the record a row matches (email) as an upsert does, instead of creating one */
                match_on?: "email";
                /** @description Repeatable `Column=field` (URL-encoded: `map=Column%3Dfield`): the field, or custom field by name, a column fills whatever its header says; `Column=` leaves the column out. A map to a field that does not exist or is read-only, or of a column the file lacks, is a 400 at `/query/map`. */
                map?: string[];
                /** @description The region (ISO 3166-1 alpha-2, `US`) a phone written without `+` is read in */
                default_country?: string;
                /** @description true: write nothing, answer what the import would do */
                dry_run?: "true" | "false";
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example First Name,Last Name,Email,Phone,Tags,Company
                 *     Ada,Lovelace,ada@example.com,+44 20 7946 0123,Investor; VIP,Analytical Engines
                 */
                "text/csv": string;
                /**
                 * @example BEGIN:VCARD
                 *     VERSION:4.0
                 *     N:Lovelace;Ada;;;
                 *     FN:Ada Lovelace
                 *     EMAIL:ada@example.com
                 *     END:VCARD
                 */
                "text/vcard": string;
            };
        };
        responses: {
            /** @description The import ran; `failed` rows were not written */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "created": 2,
                     *         "updated": 1,
                     *         "skipped": 0,
                     *         "failed": 1,
                     *         "errors": [
                     *           {
                     *             "row": 3,
                     *             "message": "E-mail: must be a valid e-mail address"
                     *           }
                     *         ],
                     *         "warnings": [
                     *           {
                     *             "row": 2,
                     *             "message": "Birthday: \"--12-09\" has no year; left out"
                     *           }
                     *         ],
                     *         "ignored_columns": [
                     *           "Record ID",
                     *           "Create Date"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description What the import did, row by row */
                        data: {
                            /** @description Rows that created a record */
                            created: number;
                            /** @description Rows that updated the record they matched (`match_on`) */
                            updated: number;
                            /** @description Rows with no value at all */
                            skipped: number;
                            /** @description Rows not written; the others were */
                            failed: number;
                            /** @description The failed rows in order, the first 1000 at most */
                            errors: {
                                /** @description The row, counting data rows from 1 (the header is not one; a vCard: its cards) */
                                row: number;
                                /** @description Why it was not written */
                                message: string;
                            }[];
                            /** @description One per value left out of a row that was written: a yearless birthday, a URL in a LinkedIn column that is not a LinkedIn profile, a photo that is not a URL (the first 1000 at most) */
                            warnings: {
                                /** @description The row, numbered as in `errors` */
                                row: number;
                                /** @description The value left out, and why */
                                message: string;
                            }[];
                            /** @description The columns that map to no field, in file order (not those left out with `map=Column=`) */
                            ignored_columns: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importCompanies: {
        parameters: {
            query?: {
                /** @description Update the record a row matches (domain or name) as an upsert does, instead of creating one */
                match_on?: "domain" | "name";
                /** @description Repeatable `Column=field` (URL-encoded: `map=Column%3Dfield`): the field, or custom field by name, a column fills whatever its header says; `Column=` leaves the column out. A map to a field that does not exist or is read-only, or of a column the file lacks, is a 400 at `/query/map`. */
                map?: string[];
                /** @description The region (ISO 3166-1 alpha-2, `US`) a phone written without `+` is read in */
                default_country?: string;
                /** @description true: write nothing, answer what the import would do */
                dry_run?: "true" | "false";
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example Name,Website,Tags
                 *     Acme,acme.com,Customer
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description The import ran; `failed` rows were not written */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "created": 2,
                     *         "updated": 1,
                     *         "skipped": 0,
                     *         "failed": 1,
                     *         "errors": [
                     *           {
                     *             "row": 3,
                     *             "message": "E-mail: must be a valid e-mail address"
                     *           }
                     *         ],
                     *         "warnings": [
                     *           {
                     *             "row": 2,
                     *             "message": "Birthday: \"--12-09\" has no year; left out"
                     *           }
                     *         ],
                     *         "ignored_columns": [
                     *           "Record ID",
                     *           "Create Date"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description What the import did, row by row */
                        data: {
                            /** @description Rows that created a record */
                            created: number;
                            /** @description Rows that updated the record they matched (`match_on`) */
                            updated: number;
                            /** @description Rows with no value at all */
                            skipped: number;
                            /** @description Rows not written; the others were */
                            failed: number;
                            /** @description The failed rows in order, the first 1000 at most */
                            errors: {
                                /** @description The row, counting data rows from 1 (the header is not one; a vCard: its cards) */
                                row: number;
                                /** @description Why it was not written */
                                message: string;
                            }[];
                            /** @description One per value left out of a row that was written: a yearless birthday, a URL in a LinkedIn column that is not a LinkedIn profile, a photo that is not a URL (the first 1000 at most) */
                            warnings: {
                                /** @description The row, numbered as in `errors` */
                                row: number;
                                /** @description The value left out, and why */
                                message: string;
                            }[];
                            /** @description The columns that map to no field, in file order (not those left out with `map=Column=`) */
                            ignored_columns: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportContacts: {
        parameters: {
            query?: {
                /** @description `csv`, `jsonl`, `vcf` (`csv` by default) */
                format?: "csv" | "jsonl" | "vcf";
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "updated_at:asc" | "updated_at:desc" | "updated_at" | "created_at:asc" | "created_at:desc" | "created_at" | "last_team_interaction:asc" | "last_team_interaction:desc" | "last_team_interaction" | "full_name:asc" | "full_name:desc" | "full_name";
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description Contacts having any of these e-mail addresses (comma-separated), compared lower-cased */
                email?: string;
                /** @description Contacts having any of these phone numbers (comma-separated); digits are compared, with or without the country code */
                phone?: string;
                /** @description Words that each start a word of the name, job title or an e-mail, ignoring case and accents */
                q?: string;
                /** @description Contacts with any of these tags (comma-separated IDs) */
                tag?: string;
                /** @description Contacts in any of these lists (comma-separated IDs) */
                list?: string;
                /** @description Contacts of any of these companies (comma-separated IDs) */
                company?: string;
                /** @description Starred contacts (true) or the others (false) */
                is_starred?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export, streamed; it carries no `ETag` (it is sent before its end is known) */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                    "application/x-ndjson": string;
                    "text/vcard; charset=utf-8": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportCompanies: {
        parameters: {
            query?: {
                /** @description `csv`, `jsonl` (`csv` by default) */
                format?: "csv" | "jsonl";
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "updated_at:asc" | "updated_at:desc" | "updated_at" | "created_at:asc" | "created_at:desc" | "created_at" | "last_team_interaction:asc" | "last_team_interaction:desc" | "last_team_interaction" | "name:asc" | "name:desc" | "name" | "team_members_connected:asc" | "team_members_connected:desc" | "team_members_connected";
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description Companies whose website host is any of these (comma-separated; `acme.com`, `www.acme.com` and `https://acme.com/x` are alike) */
                domain?: string;
                /** @description Companies with exactly this name, ignoring case */
                name?: string;
                /** @description Companies whose e-mail is any of these (comma-separated), compared lower-cased */
                email?: string;
                /** @description Words that each start a word of the name, website host or e-mail, ignoring case and accents */
                q?: string;
                /** @description Companies with any of these tags (comma-separated IDs) */
                tag?: string;
                /** @description Companies in any of these lists (comma-separated IDs) */
                list?: string;
                /** @description Companies of any of these contacts (comma-separated IDs) */
                contact?: string;
                /** @description Starred companies (true) or the others (false) */
                is_starred?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export, streamed; it carries no `ETag` (it is sent before its end is known) */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                    "application/x-ndjson": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportTags: {
        parameters: {
            query?: {
                /** @description `csv`, `jsonl` (`csv` by default) */
                format?: "csv" | "jsonl";
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "name:asc" | "name:desc" | "name" | "updated_at:asc" | "updated_at:desc" | "updated_at";
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description The tag with exactly this name, ignoring case */
                name?: string;
                /** @description Words that each start a word of the name, ignoring case and accents */
                q?: string;
                /** @description Tags of any of these contacts (comma-separated IDs) */
                contact?: string;
                /** @description Tags of any of these companies (comma-separated IDs) */
                company?: string;
                /** @description Tags of any of these tasks (comma-separated IDs) */
                task?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export, streamed; it carries no `ETag` (it is sent before its end is known) */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                    "application/x-ndjson": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportNotes: {
        parameters: {
            query?: {
                /** @description `csv`, `jsonl` (`csv` by default) */
                format?: "csv" | "jsonl";
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "updated_at:asc" | "updated_at:desc" | "updated_at";
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description Notes about any of these contacts (comma-separated IDs) */
                contact?: string;
                /** @description Words that each start a word of the body, ignoring case and accents */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export, streamed; it carries no `ETag` (it is sent before its end is known) */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                    "application/x-ndjson": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportLists: {
        parameters: {
            query?: {
                /** @description `csv`, `jsonl` (`csv` by default) */
                format?: "csv" | "jsonl";
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "name:asc" | "name:desc" | "name" | "updated_at:asc" | "updated_at:desc" | "updated_at";
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description Lists of these types (comma-separated): CONTACT, COMPANY */
                type?: string;
                /** @description Lists with exactly this name, ignoring case */
                name?: string;
                /** @description Words that each start a word of the name, ignoring case and accents */
                q?: string;
                /** @description Lists holding any of these contacts (comma-separated IDs) */
                contact?: string;
                /** @description Lists holding any of these companies (comma-separated IDs) */
                company?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export, streamed; it carries no `ETag` (it is sent before its end is known) */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                    "application/x-ndjson": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportTasks: {
        parameters: {
            query?: {
                /** @description `csv`, `jsonl` (`csv` by default) */
                format?: "csv" | "jsonl";
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "due_date:asc" | "due_date:desc" | "due_date" | "created_at:asc" | "created_at:desc" | "created_at" | "updated_at:asc" | "updated_at:desc" | "updated_at" | "completed_at:asc" | "completed_at:desc" | "completed_at";
                /** @description Records with these IDs (up to 100, comma-separated) */
                ids?: string;
                /** @description Created strictly after this instant (ISO 8601) */
                created_after?: string;
                /** @description Created strictly before this instant (ISO 8601) */
                created_before?: string;
                /** @description Updated strictly after this instant (ISO 8601) */
                updated_after?: string;
                /** @description Updated strictly before this instant (ISO 8601) */
                updated_before?: string;
                /** @description Tasks assigned to any of these workspace users (comma-separated IDs) */
                assignee?: string;
                /** @description Tasks created by any of these workspace users (comma-separated IDs) */
                creator?: string;
                /** @description Completed tasks (true) or open ones (false) */
                completed?: "true" | "false";
                /** @description Due strictly after this instant; a task without a due date never matches (ISO 8601) */
                due_after?: string;
                /** @description Due strictly before this instant; a task without a due date never matches (ISO 8601) */
                due_before?: string;
                /** @description Tasks about any of these contacts (comma-separated IDs) */
                contact?: string;
                /** @description Tasks with any of these tags (comma-separated IDs) */
                tag?: string;
                /** @description Words that each start a word of the body, ignoring case and accents */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export, streamed; it carries no `ETag` (it is sent before its end is known) */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                    "application/x-ndjson": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listContactDuplicates: {
        parameters: {
            query?: {
                /** @description Groups per page, 1 to 100 */
                limit?: number;
                /** @description Groups to skip; past the last group the page is empty */
                offset?: number;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "reason": "email",
                     *           "value": "mary@acme.com",
                     *           "records": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             },
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "full_name": "Mary Smith",
                     *               "image_url": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ContactDuplicateGroup"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    mergeContacts: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: emails, phone_numbers, companies, custom_fields, tags, lists, notes */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contacts": [
                 *         "con_01jd8k2m3n4p5q6r7s8t9v0w1z",
                 *         "con_01jd8k2m3n4p5q6r7s8t9v0w20"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The contacts to merge into the one in the path, 1 to 20, each once and not the target. Where the target has no value of a field, the first contact listed that has one gives it.
                     * @example [
                     *       "con_01jd8k2m3n4p5q6r7s8t9v0w1z"
                     *     ]
                     */
                    contacts: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *         "first_name": "Mary Ann",
                     *         "last_name": "Smith",
                     *         "full_name": "Mary Ann Smith",
                     *         "job_title": "Head of Purchasing",
                     *         "description": "Met at the spring fair.",
                     *         "location": "Lyon",
                     *         "linkedin_slug": "maryannsmith",
                     *         "x_slug": null,
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "image_url": null,
                     *         "birthday": "1984-02-29",
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "emails": [
                     *           {
                     *             "id": "eml_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "email": "mary@acme.com",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "phone_numbers": [
                     *           {
                     *             "id": "phn_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "country_code": "+33",
                     *             "phone_number": "612345678",
                     *             "is_primary": true
                     *           }
                     *         ],
                     *         "companies": [
                     *           {
                     *             "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "name": "Acme",
                     *             "logo_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [],
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w23",
                     *               "name": "Warm leads"
                     *             }
                     *           }
                     *         ],
                     *         "notes": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCompanyDuplicates: {
        parameters: {
            query?: {
                /** @description Groups per page, 1 to 100 */
                limit?: number;
                /** @description Groups to skip; past the last group the page is empty */
                offset?: number;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "reason": "domain",
                     *           "value": "acme.com",
                     *           "records": [
                     *             {
                     *               "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *               "name": "Acme",
                     *               "logo_url": null
                     *             },
                     *             {
                     *               "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "name": "ACME Corp",
                     *               "logo_url": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CompanyDuplicateGroup"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    mergeCompanies: {
        parameters: {
            query?: {
                /** @description Comma-separated relations to embed: custom_fields, tags, lists, contacts */
                include?: string;
            };
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Opaque ID with a resource prefix */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "companies": [
                 *         "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The companies to merge into the one in the path, 1 to 20, each once and not the target. Where the target has no value of a field, the first company listed that has one gives it.
                     * @example [
                     *       "cmp_01jd8k2m3n4p5q6r7s8t9v0w1z"
                     *     ]
                     */
                    companies: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cmp_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *         "name": "Acme",
                     *         "description": "Anvils and rockets",
                     *         "headquarters_location": "Paris, France",
                     *         "linkedin_slug": "acme",
                     *         "x_slug": "acme",
                     *         "facebook_slug": null,
                     *         "instagram_slug": null,
                     *         "website_url": "https://acme.com",
                     *         "logo_url": null,
                     *         "email": "hello@acme.com",
                     *         "country_code": "+33",
                     *         "phone_number": "140000000",
                     *         "arr_estimate": 1200000,
                     *         "number_of_employees": 42,
                     *         "is_starred": false,
                     *         "ignore_merge": false,
                     *         "last_team_interaction": null,
                     *         "team_members_connected": 0,
                     *         "created_at": "2026-11-22T01:15:12.345Z",
                     *         "updated_at": "2026-11-22T01:15:12.345Z",
                     *         "tags": [
                     *           {
                     *             "tag": {
                     *               "id": "tag_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "name": "Investor"
                     *             }
                     *           }
                     *         ],
                     *         "lists": [
                     *           {
                     *             "list": {
                     *               "id": "lst_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *               "name": "Targets"
                     *             }
                     *           }
                     *         ],
                     *         "contacts": [
                     *           {
                     *             "id": "con_01jd8k2m3n4p5q6r7s8t9v0w20",
                     *             "full_name": "Mary Ann Smith",
                     *             "image_url": null
                     *           }
                     *         ],
                     *         "custom_fields": [
                     *           {
                     *             "id": "cfd_01jd8k2m3n4p5q6r7s8t9v0w21",
                     *             "name": "Stage",
                     *             "field_type": "SINGLE_SELECT",
                     *             "value": {
                     *               "id": "opt_01jd8k2m3n4p5q6r7s8t9v0w22",
                     *               "value": "Prospect"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Company"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTrash: {
        parameters: {
            query?: {
                /** @description Only records of this resource, named as events name it */
                resource?: "contact" | "company" | "tag" | "note" | "list" | "task" | "custom_field";
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip, 0 to 2147483647; past the last record the page is empty */
                offset?: number;
            };
            header?: {
                /** @description ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "resource": "note",
                     *           "deleted_at": "2026-11-23T09:30:00.000Z",
                     *           "actor": {
                     *             "api_key_id": "key_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "user_id": "usr_01jd8k2m3n4p5q6r7s8t9v0w20"
                     *           },
                     *           "request_id": "req-7f3a",
                     *           "record": {
                     *             "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *             "body": "Called about the renewal; follow up in March.",
                     *             "created_at": "2026-11-22T01:15:12.345Z",
                     *             "updated_at": "2026-11-22T01:15:12.345Z",
                     *             "contacts": [
                     *               {
                     *                 "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *                 "full_name": "Mary Ann Smith",
                     *                 "image_url": null
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 25,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TrashItem"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body */
            304: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    etag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreFromTrash: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                 *         "tag_01jd8k2m3n4p5q6r7s8t9v0w21"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description IDs of deleted records of any resources, 1 to 100, each once */
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "nte_01jd8k2m3n4p5q6r7s8t9v0w1x",
                     *           "body": "Called about the renewal; follow up in March.",
                     *           "created_at": "2026-11-22T01:15:12.345Z",
                     *           "updated_at": "2026-11-22T01:15:12.345Z",
                     *           "contacts": [
                     *             {
                     *               "id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *               "full_name": "Mary Ann Smith",
                     *               "image_url": null
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description Each record restored, in the order sent */
                        data: components["schemas"]["AnyRecord"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    undo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "api_key_id": "key_01jd8k2m3n4p5q6r7s8t9v0w1z",
                 *       "since": "2026-11-22T09:00:00.000Z",
                 *       "dry_run": true
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Takes back every kept event with this request ID: an HTTP request's `X-Request-Id`, or the `request_id` a `crm import` run printed. Not with `api_key_id`.
                     * @example 3f0c2a9e-8d1b-4c7e-9a55-1e2f3a4b5c6d
                     */
                    request_id?: string;
                    /**
                     * @description Takes back every kept event of this API key whose `occurred_at` is in [`since`, `until`). Not with `request_id`.
                     * @example key_01jd8k2m3n4p5q6r7s8t9v0w1z
                     */
                    api_key_id?: string;
                    /**
                     * @description With `api_key_id` (required there): the start of the range, included. Any offset.
                     * @example 2026-11-22T01:00:00.000Z
                     */
                    since?: string;
                    /**
                     * @description With `api_key_id`: the end of the range, left out; now when absent. Equal to `since`: an empty range.
                     * @example 2026-11-22T02:00:00.000Z
                     */
                    until?: string;
                    /** @description Answer what the undo would do, and write nothing */
                    dry_run?: boolean;
                    /** @description Revert what a later write (not among those taken back) changed since, too, instead of leaving it and listing it as a conflict */
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "event_id": "evt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *           "resource": "contact",
                     *           "resource_id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *           "action": "reverted"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "reverted": 1,
                     *         "conflicts": [
                     *           {
                     *             "event_id": "evt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                     *             "resource_id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                     *             "field": "job_title",
                     *             "changed_by": "evt_01jd8k2m3n4p5q6r7s8t9v0w2a"
                     *           }
                     *         ],
                     *         "dry_run": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description Each event taken, newest first */
                        data: components["schemas"]["UndoneEvent"][];
                        /**
                         * @example {
                         *       "reverted": 1,
                         *       "conflicts": [
                         *         {
                         *           "event_id": "evt_01jd8k2m3n4p5q6r7s8t9v0w1z",
                         *           "resource_id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y",
                         *           "field": "job_title",
                         *           "changed_by": "evt_01jd8k2m3n4p5q6r7s8t9v0w2a"
                         *         }
                         *       ],
                         *       "dry_run": true
                         *     }
                         */
                        meta: {
                            /** @description Events taken back (those not skipped) */
                            reverted: number;
                            conflicts: components["schemas"]["UndoConflict"][];
                            dry_run: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownReference"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
