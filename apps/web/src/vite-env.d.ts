/// <reference types="vite/client" />

/** The installed @blueprintjs/icons version, set by vite.config.ts (the icons' URL path). */
declare const __BLUEPRINT_ICONS_VERSION__: string;
