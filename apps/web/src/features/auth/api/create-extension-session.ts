import { createExtensionSession } from '@inroad/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestExtensionSession() {
  return apiRequest(createExtensionSession, { notify: false });
}
