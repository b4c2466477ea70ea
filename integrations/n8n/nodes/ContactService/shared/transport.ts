import {
  NodeApiError,
  type IDataObject,
  type IExecuteFunctions,
  type IHookFunctions,
  type IHttpRequestMethods,
  type IHttpRequestOptions,
  type ILoadOptionsFunctions,
  type IWebhookFunctions,
  type JsonObject,
} from 'n8n-workflow';
import { contract } from './contract';

export const CREDENTIALS_NAME = 'contactServiceApi';

type Context = IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions | IWebhookFunctions;

export interface ApiAnswer {
  statusCode: number;
  headers: IDataObject;
  body: IDataObject;
}

/** One request to the API; an error answer becomes a NodeApiError carrying the API's sentence. */
export async function apiRequest(
  this: Context,
  method: IHttpRequestMethods,
  path: string,
  body?: IDataObject,
  qs: IDataObject = {},
): Promise<ApiAnswer> {
  const credentials = await this.getCredentials(CREDENTIALS_NAME);
  const baseUrl = String(credentials.baseUrl ?? '').replace(/\/+$/, '');
  const options: IHttpRequestOptions = {
    method,
    url: `${baseUrl}${contract.base_path}${path}`,
    qs,
    json: true,
    returnFullResponse: true,
    ignoreHttpStatusErrors: true,
  };
  if (body !== undefined) options.body = body;
  const response = (await this.helpers.httpRequestWithAuthentication.call(
    this,
    CREDENTIALS_NAME,
    options,
  )) as { statusCode: number; headers: IDataObject; body: unknown };
  const answer: ApiAnswer = {
    statusCode: response.statusCode,
    headers: response.headers ?? {},
    body: (typeof response.body === 'object' && response.body !== null ? response.body : {}) as IDataObject,
  };
  if (answer.statusCode >= 400) {
    const error = (answer.body.error ?? {}) as IDataObject;
    const details = Array.isArray(error.details)
      ? (error.details as IDataObject[]).map((d) => `${String(d.path ?? '')}: ${String(d.message ?? '')}`)
      : [];
    // A key outside its scopes: each scope it lacks, as the API names it ("this key lacks contacts:write").
    const lacking =
      error.code === 'insufficient_scope' && Array.isArray(error.details)
        ? (error.details as IDataObject[]).map((d) => String(d.message ?? '')).filter(Boolean)
        : [];
    throw new NodeApiError(this.getNode(), answer.body as JsonObject, {
      message: lacking.length
        ? lacking.join('; ')
        : String(error.message ?? `The server answered ${answer.statusCode}`),
      description: details.length ? details.join('; ') : undefined,
      httpCode: String(answer.statusCode),
    });
  }
  return answer;
}

/** The `data` of a single-record answer. */
export async function apiRecord(
  this: Context,
  method: IHttpRequestMethods,
  path: string,
  body?: IDataObject,
  qs: IDataObject = {},
): Promise<IDataObject> {
  const answer = await apiRequest.call(this, method, path, body, qs);
  return (answer.body.data ?? {}) as IDataObject;
}

/**
 * A collection read: one page of `limit` records, or with `returnAll` every page, following
 * `offset` until `meta.has_more` is false.
 */
export async function apiCollection(
  this: Context,
  path: string,
  qs: IDataObject,
  returnAll: boolean,
  limit: number,
): Promise<IDataObject[]> {
  const pageSize = returnAll ? contract.paging.limit_max : Math.min(limit, contract.paging.limit_max);
  const records: IDataObject[] = [];
  let offset = 0;
  for (;;) {
    const answer = await apiRequest.call(this, 'GET', path, undefined, {
      ...qs,
      limit: returnAll ? pageSize : Math.min(pageSize, limit - records.length),
      offset,
    });
    const data = (answer.body.data ?? []) as IDataObject[];
    const meta = (answer.body.meta ?? {}) as IDataObject;
    records.push(...data);
    offset += data.length;
    if (!meta.has_more || data.length === 0) break;
    if (!returnAll && records.length >= limit) break;
  }
  return returnAll ? records : records.slice(0, limit);
}
