import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NodeApiError,
  NodeConnectionTypes,
  type IDataObject,
  type IHookFunctions,
  type ILoadOptionsFunctions,
  type INodePropertyOptions,
  type INodeType,
  type INodeTypeDescription,
  type IWebhookFunctions,
  type IWebhookResponseData,
  type JsonObject,
} from 'n8n-workflow';
import { contract, contractResource } from '../ContactService/shared/contract';
import { apiCollection, apiRequest, CREDENTIALS_NAME } from '../ContactService/shared/transport';

const WEBHOOKS_PATH = contractResource('webhook').path;
const CONTACTS_PATH = contractResource('contact').path;
/** What a link trigger reads its contact with: every include, as the contact's own events carry it. */
const CONTACT_INCLUDE = contractResource('contact').includes.join(',');

/**
 * The link triggers: a `link.added` event of `relation` from a contact to the record chosen in
 * the node (`parameter`). The feed orients every link so (contact -> tag `tags`, contact -> list
 * `lists`, contact -> company `companies`), whichever side the write named.
 */
export const LINK_TRIGGERS: Record<
  string,
  { relation: string; to: string; parameter: string; label: string; loader: string; when: string }
> = {
  tagAddedToContact: {
    relation: 'tags',
    to: 'tag',
    parameter: 'tagId',
    label: 'Tag',
    loader: 'getTags',
    when: 'a contact gets this tag',
  },
  contactAddedToList: {
    relation: 'lists',
    to: 'list',
    parameter: 'listId',
    label: 'List',
    loader: 'getContactLists',
    when: 'a contact is added to this list',
  },
  contactLinkedToCompany: {
    relation: 'companies',
    to: 'company',
    parameter: 'companyId',
    label: 'Company',
    loader: 'getCompanies',
    when: 'a contact is linked to this company',
  },
};
const LINK_MODES = Object.keys(LINK_TRIGGERS);

/** Whether an event is a link trigger's: `link.added` of its relation, from a contact to `toId`. */
export function isLinkEvent(event: IDataObject, mode: string, toId: string): boolean {
  const link = LINK_TRIGGERS[mode];
  if (!link || event.type !== 'link.added') return false;
  const data = (event.data ?? {}) as IDataObject;
  const from = (data.from ?? {}) as IDataObject;
  const to = (data.to ?? {}) as IDataObject;
  return (
    data.relation === link.relation &&
    from.resource === 'contact' &&
    to.resource === link.to &&
    to.id === toId
  );
}

async function options(
  this: ILoadOptionsFunctions,
  resource: string,
  qs: IDataObject,
): Promise<INodePropertyOptions[]> {
  const records = await apiCollection.call(this, contractResource(resource).path, qs, true, 0);
  return records.map((r) => ({ name: String(r.name), value: String(r.id) }));
}

/** Deliveries older or newer than this many seconds are refused (Standard Webhooks' default). */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * Standard Webhooks: the signature header holds space-separated `v1,<base64 HMAC-SHA256>` of
 * `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 part of `whsec_...`.
 */
export function verifySignature(
  secret: string,
  id: string,
  timestamp: string,
  rawBody: string,
  signatureHeader: string,
  nowSeconds: number,
): boolean {
  if (!secret || !id || !timestamp || !signatureHeader) return false;
  const sentAt = Number(timestamp);
  if (!Number.isFinite(sentAt) || Math.abs(nowSeconds - sentAt) > TOLERANCE_SECONDS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest();
  return signatureHeader.split(' ').some((part) => {
    const [version, signature] = part.split(',', 2);
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export class ContactServiceTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Contact Service Trigger',
    name: 'contactServiceTrigger',
    icon: {
      light: 'file:../../icons/contact-service.svg',
      dark: 'file:../../icons/contact-service.dark.svg',
    },
    group: ['trigger'],
    version: 1,
    subtitle:
      '={{$parameter["triggerOn"] && $parameter["triggerOn"] !== "events" ? $parameter["triggerOn"] : $parameter["events"].join(", ")}}',
    description: 'Starts the workflow when records of a contact service change (signed webhooks)',
    defaults: { name: 'Contact Service Trigger' },
    inputs: [],
    outputs: [NodeConnectionTypes.Main],
    credentials: [{ name: CREDENTIALS_NAME, required: true }],
    webhooks: [
      {
        name: 'default',
        httpMethod: 'POST',
        responseMode: 'onReceived',
        path: 'webhook',
      },
    ],
    properties: [
      {
        displayName: 'Trigger On',
        name: 'triggerOn',
        type: 'options',
        noDataExpression: true,
        options: [
          {
            name: 'Contact Added to List',
            value: 'contactAddedToList',
            description: 'A contact was added to the chosen list, from either side',
          },
          {
            name: 'Contact Linked to Company',
            value: 'contactLinkedToCompany',
            description: 'A contact was linked to the chosen company, from either side',
          },
          {
            name: 'Record Events',
            value: 'events',
            description: 'The change feed events chosen below',
          },
          {
            name: 'Tag Added to Contact',
            value: 'tagAddedToContact',
            description:
              "A contact got the chosen tag: created with it, tagged, or added from the tag's side",
          },
        ],
        default: 'events',
      },
      {
        displayName: 'Events',
        name: 'events',
        type: 'multiOptions',
        required: true,
        options: [
          { name: 'All Events', value: '*' },
          ...contract.event_types.map((type) => ({ name: type, value: type })),
        ],
        default: ['*'],
        description: 'The changes that start the workflow',
        displayOptions: { show: { triggerOn: ['events'] } },
      },
      // The record each link trigger watches, from a dropdown.
      ...Object.entries(LINK_TRIGGERS).map(([mode, link]) => ({
        displayName: `${link.label} Name or ID`,
        name: link.parameter,
        type: 'options' as const,
        typeOptions: { loadOptionsMethod: link.loader },
        required: true,
        default: '',
        description: `Starts the workflow when ${link.when}. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
        displayOptions: { show: { triggerOn: [mode] } },
      })),
      {
        displayName: 'Include Contact',
        name: 'includeContact',
        type: 'boolean',
        default: true,
        description:
          "Whether to read the contact from the server (with its e-mails, phone numbers, companies, custom fields, tags, lists and notes, as its own events carry it) and add it to the item as 'contact' (null when it was deleted since)",
        displayOptions: { show: { triggerOn: LINK_MODES } },
      },
    ],
  };

  methods = {
    loadOptions: {
      /** GET /tags, by name. */
      async getTags(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        return options.call(this, 'tag', { order_by: 'name:asc' });
      },
      /** Lists of contacts: GET /lists?type=CONTACT, by name. */
      async getContactLists(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        return options.call(this, 'list', { type: 'CONTACT', order_by: 'name:asc' });
      },
      /** GET /companies, by name. */
      async getCompanies(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        return options.call(this, 'company', { order_by: 'name:asc' });
      },
    },
  };

  webhookMethods = {
    default: {
      /** The webhook this workflow registered still exists on the server with this URL. */
      async checkExists(this: IHookFunctions): Promise<boolean> {
        const staticData = this.getWorkflowStaticData('node');
        if (!staticData.webhookId) return false;
        try {
          const answer = await apiRequest.call(
            this,
            'GET',
            `${WEBHOOKS_PATH}/${encodeURIComponent(String(staticData.webhookId))}`,
          );
          const webhook = (answer.body.data ?? {}) as IDataObject;
          if (webhook.url === this.getNodeWebhookUrl('default') && staticData.secret) return true;
        } catch (error) {
          if ((error as NodeApiError).httpCode !== '404')
            throw new NodeApiError(this.getNode(), error as JsonObject);
        }
        delete staticData.webhookId;
        delete staticData.secret;
        return false;
      },
      /** POST /webhooks; the secret shown once in the answer is kept in the workflow's static data. */
      async create(this: IHookFunctions): Promise<boolean> {
        const mode = this.getNodeParameter('triggerOn', 'events') as string;
        const events = this.getNodeParameter('events', []) as string[];
        let eventTypes = events.length === 0 || events.includes('*') ? ['*'] : events;
        if (LINK_TRIGGERS[mode]) eventTypes = ['link.added'];
        const answer = await apiRequest.call(this, 'POST', WEBHOOKS_PATH, {
          url: this.getNodeWebhookUrl('default'),
          event_types: eventTypes,
          description: `n8n workflow ${this.getWorkflow().id ?? ''}`.trim(),
        });
        const webhook = (answer.body.data ?? {}) as IDataObject;
        if (!webhook.id || !webhook.secret) {
          throw new NodeApiError(this.getNode(), answer.body as JsonObject, {
            message: 'The server answered without a webhook ID or secret',
          });
        }
        const staticData = this.getWorkflowStaticData('node');
        staticData.webhookId = webhook.id;
        staticData.secret = webhook.secret;
        return true;
      },
      /** DELETE /webhooks/:id (one already gone counts as deleted). */
      async delete(this: IHookFunctions): Promise<boolean> {
        const staticData = this.getWorkflowStaticData('node');
        if (staticData.webhookId) {
          try {
            await apiRequest.call(
              this,
              'DELETE',
              `${WEBHOOKS_PATH}/${encodeURIComponent(String(staticData.webhookId))}`,
            );
          } catch (error) {
            if ((error as NodeApiError).httpCode !== '404')
              throw new NodeApiError(this.getNode(), error as JsonObject);
          }
        }
        delete staticData.webhookId;
        delete staticData.secret;
        return true;
      },
    },
  };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const request = this.getRequestObject() as unknown as {
      rawBody?: Buffer;
      body: unknown;
    };
    const headers = this.getHeaderData() as IDataObject;
    const staticData = this.getWorkflowStaticData('node');
    const rawBody = request.rawBody ? request.rawBody.toString('utf8') : JSON.stringify(request.body);
    const valid = verifySignature(
      String(staticData.secret ?? ''),
      String(headers['webhook-id'] ?? ''),
      String(headers['webhook-timestamp'] ?? ''),
      rawBody,
      String(headers['webhook-signature'] ?? ''),
      Math.floor(Date.now() / 1000),
    );
    if (!valid) {
      const response = this.getResponseObject();
      response.status(401).json({ error: 'invalid webhook signature' });
      return { noWebhookResponse: true };
    }
    const event = (request.body ?? {}) as IDataObject;
    const mode = this.getNodeParameter('triggerOn', 'events') as string;
    const link = LINK_TRIGGERS[mode];
    if (!link) return { workflowData: [this.helpers.returnJsonArray(event)] };

    // A link trigger: every link.added of the workspace is delivered; only the chosen one runs.
    const toId = this.getNodeParameter(link.parameter, '') as string;
    if (!isLinkEvent(event, mode, toId)) return { webhookResponse: 'ignored' };
    const item: IDataObject = { ...event };
    if (this.getNodeParameter('includeContact', true) as boolean) {
      const contactId = String(((event.data as IDataObject).from as IDataObject).id);
      try {
        const answer = await apiRequest.call(
          this,
          'GET',
          `${CONTACTS_PATH}/${encodeURIComponent(contactId)}`,
          undefined,
          { include: CONTACT_INCLUDE },
        );
        item.contact = (answer.body.data ?? null) as IDataObject | null;
      } catch (error) {
        if ((error as NodeApiError).httpCode !== '404')
          throw new NodeApiError(this.getNode(), error as JsonObject);
        item.contact = null; // deleted since the link was made
      }
    }
    return { workflowData: [this.helpers.returnJsonArray(item)] };
  }
}
