import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NodeApiError,
  NodeConnectionTypes,
  type IDataObject,
  type IHookFunctions,
  type INodeType,
  type INodeTypeDescription,
  type IWebhookFunctions,
  type IWebhookResponseData,
  type JsonObject,
} from 'n8n-workflow';
import { contract, contractResource } from '../ContactService/shared/contract';
import { apiRequest, CREDENTIALS_NAME } from '../ContactService/shared/transport';

const WEBHOOKS_PATH = contractResource('webhook').path;
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
    subtitle: '={{$parameter["events"].join(", ")}}',
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
      },
    ],
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
        const events = this.getNodeParameter('events', []) as string[];
        const answer = await apiRequest.call(this, 'POST', WEBHOOKS_PATH, {
          url: this.getNodeWebhookUrl('default'),
          event_types: events.length === 0 || events.includes('*') ? ['*'] : events,
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
    return { workflowData: [this.helpers.returnJsonArray(event)] };
  }
}
