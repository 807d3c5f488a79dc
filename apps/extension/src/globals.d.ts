/** Origins of Inroad allowed to message the extension; vite.config.ts fills it in at build time. */
declare const __INROAD_APP_ORIGINS__: string[];
/** LinkedIn's and Reddit's origins (the real sites; a fake network in the browser journeys). */
declare const __INROAD_LINKEDIN_BASE__: string;
declare const __INROAD_REDDIT_BASE__: string;
/** Where Inroad is, for the popup's link before the extension holds a session. */
declare const __INROAD_APP_URL__: string;
