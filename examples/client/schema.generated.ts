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
        /** The workspace, user and key behind this API key */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/v1/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List contacts */
        get: operations["listContacts"];
        put?: never;
        /** Create a contact */
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
        /** Get one contact */
        get: operations["getContact"];
        /** Update a contact */
        put: operations["updateContact"];
        post?: never;
        /** Delete a contact; answers the contact as it was */
        delete: operations["deleteContact"];
        options?: never;
        head?: never;
        /** Update a contact (same as PUT) */
        patch: operations["patchContact"];
        trace?: never;
    };
    "/user-api/v1/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List companies */
        get: operations["listCompanies"];
        put?: never;
        /**
         * Create a company
         * @description Answers the company with tags, lists, contacts and custom_fields expanded.
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
        /** Get one company */
        get: operations["getCompany"];
        /**
         * Update a company
         * @description Fields absent stay as they are; tags, lists and contacts sent replace that relation; custom_fields are merged per field.
         */
        put: operations["updateCompany"];
        post?: never;
        /** Delete a company and every link to it; answers the company as it was */
        delete: operations["deleteCompany"];
        options?: never;
        head?: never;
        /**
         * Update a company (same as PUT)
         * @description Fields absent stay as they are; tags, lists and contacts sent replace that relation; custom_fields are merged per field.
         */
        patch: operations["patchCompany"];
        trace?: never;
    };
    "/user-api/v1/custom-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List custom fields */
        get: operations["listCustomFields"];
        put?: never;
        /** Create a custom field */
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
        /** Get one custom field */
        get: operations["getCustomField"];
        /**
         * Update a custom field
         * @description Takes `name` and `multi_select_options`; `field_type` and `entity_type` cannot change. Options sent with an `id` keep it, options without one are new, options left out are removed and the values that chose them are cleared.
         */
        put: operations["updateCustomField"];
        post?: never;
        /** Delete a custom field and its values everywhere; answers the field as it was */
        delete: operations["deleteCustomField"];
        options?: never;
        head?: never;
        /**
         * Update a custom field (same as PUT)
         * @description Takes `name` and `multi_select_options`; `field_type` and `entity_type` cannot change. Options sent with an `id` keep it, options without one are new, options left out are removed and the values that chose them are cleared.
         */
        patch: operations["patchCustomField"];
        trace?: never;
    };
    "/user-api/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tags */
        get: operations["listTags"];
        put?: never;
        /**
         * Create a tag
         * @description The name must be unique in the workspace ignoring case (409 names the holder). The response has contacts, companies and tasks expanded.
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
        /** Get one tag */
        get: operations["getTag"];
        /**
         * Update a tag
         * @description Fields absent from the body stay as they are; `contacts`, `companies` or `tasks`, when sent, become exactly the IDs sent. The response has every relation expanded.
         */
        put: operations["updateTag"];
        post?: never;
        /**
         * Delete a tag; answers the tag as it was
         * @description Removes the tag and its links; the linked contacts, companies and tasks stay.
         */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /**
         * Update a tag (same as PUT)
         * @description Fields absent from the body stay as they are; `contacts`, `companies` or `tasks`, when sent, become exactly the IDs sent. The response has every relation expanded.
         */
        patch: operations["patchTag"];
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
         * @description `type` keeps the lists of one type. `include=contacts` embeds the members of CONTACT lists and `include=companies` those of COMPANY lists; a list never carries the other kind.
         */
        get: operations["listLists"];
        put?: never;
        /**
         * Create a list
         * @description A CONTACT list takes `contacts`, a COMPANY list `companies` (each item an ID or `{"id": ...}`); the other key is a 400. The response has the members expanded.
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
        /** Get one list */
        get: operations["getList"];
        /**
         * Update a list
         * @description Fields absent from the body stay as they are; the members, when sent, become exactly the IDs sent. `type` cannot change (400). The response has the members expanded.
         */
        put: operations["updateList"];
        post?: never;
        /**
         * Delete a list; answers the list as it was
         * @description Removes the list and its memberships; the contacts and companies stay.
         */
        delete: operations["deleteList"];
        options?: never;
        head?: never;
        /**
         * Update a list (same as PUT)
         * @description Fields absent from the body stay as they are; the members, when sent, become exactly the IDs sent. `type` cannot change (400). The response has the members expanded.
         */
        patch: operations["patchList"];
        trace?: never;
    };
    "/user-api/v1/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List notes */
        get: operations["listNotes"];
        put?: never;
        /** Create a note */
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
        /** Get one note */
        get: operations["getNote"];
        /** Update a note */
        put: operations["updateNote"];
        post?: never;
        /** Delete a note; answers the note as it was */
        delete: operations["deleteNote"];
        options?: never;
        head?: never;
        /** Update a note (same as PUT) */
        patch: operations["patchNote"];
        trace?: never;
    };
    "/user-api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tasks */
        get: operations["listTasks"];
        put?: never;
        /**
         * Create a task
         * @description The caller (the owner of the key) is the creator; the assignee defaults to it.
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
        /** Get one task */
        get: operations["getTask"];
        /** Update a task */
        put: operations["updateTask"];
        post?: never;
        /** Delete a task; answers the task as it was */
        delete: operations["deleteTask"];
        options?: never;
        head?: never;
        /** Update a task (same as PUT) */
        patch: operations["patchTask"];
        trace?: never;
    };
    "/user-api/v1/workspace-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace users */
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
        /** Get one workspace user */
        get: operations["getWorkspaceUser"];
        put?: never;
        post?: never;
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
            contacts: components["schemas"]["EmbeddedContact"][];
            assignee: components["schemas"]["EmbeddedUser"];
            creator: components["schemas"]["EmbeddedUser"];
            tags?: components["schemas"]["TagRef"][];
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
        /** @description `conflict`: a unique value is taken; `details[0].existing_id` names the holder */
        Conflict: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
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
        /** @description `unknown_reference`: a related ID in the body does not exist in this workspace, or is of the wrong kind */
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
                /** @description Records to skip */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "updated_at:asc" | "updated_at:desc" | "updated_at" | "created_at:asc" | "created_at:desc" | "created_at" | "last_team_interaction:asc" | "last_team_interaction:desc" | "last_team_interaction" | "full_name:asc" | "full_name:desc" | "full_name";
                /** @description Comma-separated relations to embed: emails, phone_numbers, companies, custom_fields, tags, lists, notes */
                include?: string;
            };
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            };
            header?: never;
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
            header?: never;
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
            header?: never;
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
            404: components["responses"]["NotFound"];
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
            header?: never;
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
            404: components["responses"]["NotFound"];
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
            header?: never;
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
            404: components["responses"]["NotFound"];
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
                /** @description Records to skip */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "updated_at:asc" | "updated_at:desc" | "updated_at" | "created_at:asc" | "created_at:desc" | "created_at" | "last_team_interaction:asc" | "last_team_interaction:desc" | "last_team_interaction" | "name:asc" | "name:desc" | "name" | "team_members_connected:asc" | "team_members_connected:desc" | "team_members_connected";
                /** @description Comma-separated relations to embed: custom_fields, tags, lists, contacts */
                include?: string;
            };
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            };
            header?: never;
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
            header?: never;
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
            header?: never;
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
            404: components["responses"]["NotFound"];
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
            header?: never;
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
            404: components["responses"]["NotFound"];
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
            header?: never;
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
            404: components["responses"]["NotFound"];
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
                /** @description Records to skip */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "name:asc" | "name:desc" | "name" | "updated_at:asc" | "updated_at:desc" | "updated_at";
            };
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCustomField: {
        parameters: {
            query?: never;
            header?: never;
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
            header?: never;
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
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCustomField: {
        parameters: {
            query?: never;
            header?: never;
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
            header?: never;
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
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCustomField: {
        parameters: {
            query?: never;
            header?: never;
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
    listTags: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "name:asc" | "name:desc" | "name" | "updated_at:asc" | "updated_at:desc" | "updated_at";
                /** @description Comma-separated relations to embed: contacts, companies, tasks */
                include?: string;
            };
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            };
            header?: never;
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
            header?: never;
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
            header?: never;
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
            header?: never;
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
            404: components["responses"]["NotFound"];
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
            header?: never;
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
    listLists: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Records to skip */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "name:asc" | "name:desc" | "name" | "updated_at:asc" | "updated_at:desc" | "updated_at";
                /** @description Comma-separated relations to embed: contacts, companies */
                include?: string;
                /** @description CONTACT (a list of contacts) or COMPANY (a list of companies) */
                type?: "CONTACT" | "COMPANY";
            };
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            };
            header?: never;
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
            header?: never;
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
            header?: never;
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
            404: components["responses"]["NotFound"];
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
            header?: never;
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
            404: components["responses"]["NotFound"];
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
            header?: never;
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
            404: components["responses"]["NotFound"];
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
                /** @description Records to skip */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "updated_at:asc" | "updated_at:desc" | "updated_at";
                /** @description Comma-separated relations to embed: contacts */
                include?: string;
            };
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            header?: never;
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
            header?: never;
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
            header?: never;
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
                    /** @description The full set of linked contacts */
                    contacts?: string[];
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
            404: components["responses"]["NotFound"];
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
            header?: never;
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
            404: components["responses"]["NotFound"];
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
            header?: never;
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
                    /** @description The full set of linked contacts */
                    contacts?: string[];
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
            404: components["responses"]["NotFound"];
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
                /** @description Records to skip */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "due_date:asc" | "due_date:desc" | "due_date" | "created_at:asc" | "created_at:desc" | "created_at" | "updated_at:asc" | "updated_at:desc" | "updated_at" | "completed_at:asc" | "completed_at:desc" | "completed_at";
                /** @description Comma-separated relations to embed: tags */
                include?: string;
            };
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            header?: never;
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
            header?: never;
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
            header?: never;
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
                    /** @description The full set of linked contacts */
                    contacts?: string[];
                    /** @description The full set of linked tags */
                    tags?: string[];
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
            404: components["responses"]["NotFound"];
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
            header?: never;
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
            404: components["responses"]["NotFound"];
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
            header?: never;
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
                    /** @description The full set of linked contacts */
                    contacts?: string[];
                    /** @description The full set of linked tags */
                    tags?: string[];
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
            404: components["responses"]["NotFound"];
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
                /** @description Records to skip */
                offset?: number;
                /** @description Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc` */
                order_by?: "created_at:asc" | "created_at:desc" | "created_at" | "full_name:asc" | "full_name:desc" | "full_name";
            };
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
            header?: never;
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
