/**
 * Opens a link from the page in the system browser. Guards against the page using the OS's
 * URL handlers as a launcher (file:, custom schemes, look-alike hosts): only links vetted by
 * trusted-url.ts are passed to shell.openExternal; anything else is refused, not opened.
 */
import { shell } from 'electron';
import { isVettedExternalLink, type ExternalLinkPolicy } from '../trusted-url.js';

export async function openExternalLink(url: string, policy: ExternalLinkPolicy): Promise<boolean> {
  if (!isVettedExternalLink(url, policy)) return false;
  await shell.openExternal(url);
  return true;
}
