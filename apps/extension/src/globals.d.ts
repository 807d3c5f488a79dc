/** Origins of Inroad allowed to message the extension; vite.config.ts fills it in at build time. */
declare const __INROAD_APP_ORIGINS__: string[];
