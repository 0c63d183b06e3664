// Debian's Chromium driven by playwright-core (no downloaded browsers).
import { chromium, type Browser } from 'playwright-core';
import { browserPath } from '@journal/testing';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: browserPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
