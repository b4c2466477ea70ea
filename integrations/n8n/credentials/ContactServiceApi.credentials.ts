import type {
  IAuthenticateGeneric,
  Icon,
  ICredentialTestRequest,
  ICredentialType,
  INodeProperties,
} from 'n8n-workflow';
import contract from '../nodes/ContactService/shared/contract.json';

export class ContactServiceApi implements ICredentialType {
  name = 'contactServiceApi';

  displayName = 'Contact Service API';

  icon: Icon = {
    light: 'file:../icons/contact-service.svg',
    dark: 'file:../icons/contact-service.dark.svg',
  };

  documentationUrl = 'https://www.npmjs.com/package/n8n-nodes-contact-service';

  properties: INodeProperties[] = [
    {
      displayName: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      default: '',
      placeholder: 'https://crm.example.com',
      description: `Address of the server, without the API path (${contract.base_path} is added)`,
      required: true,
    },
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'A key made with `crm key create` (starts with crm_)',
      required: true,
    },
  ];

  authenticate: IAuthenticateGeneric = {
    type: 'generic',
    properties: {
      headers: {
        [contract.auth.header]: '={{$credentials.apiKey}}',
      },
    },
  };

  test: ICredentialTestRequest = {
    request: {
      baseURL: `={{$credentials.baseUrl.replace(/\\/+$/, "")}}${contract.base_path}`,
      url: contract.auth.test_path,
      method: 'GET',
    },
  };
}
