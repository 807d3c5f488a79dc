/** The id Chrome derives from the manifest key in apps/extension/manifest.config.ts. */
export const EXTENSION_ID = 'mainaabohnhhjecoidemhbfdcadkhjpg';
