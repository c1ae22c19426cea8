import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resources } from '@portal/i18n';
import { i18n } from '../i18n/i18n';

// relay-test-utils calls the jest globals.
Object.assign(globalThis, { jest: vi });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The app loads one language's texts as a chunk before its first render; tests have both at hand.
i18n.addResourceBundle('de', 'translation', resources.de.translation);
i18n.addResourceBundle('en', 'translation', resources.en.translation);
