/** "Remember me" for the renderer: thin wrappers over the credential vault (which guards it). */
import type { RememberedCredentials, SaveCredentialsResult } from '../../../shared/ipc.js';
import type { CredentialVault } from '../../settings/credential-vault.js';

export function loadCredentials(vault: CredentialVault): Promise<RememberedCredentials | null> {
  return vault.load();
}

export function saveCredentials(
  vault: CredentialVault,
  credentials: RememberedCredentials,
): Promise<SaveCredentialsResult> {
  return vault.save(credentials);
}

export async function clearCredentials(vault: CredentialVault): Promise<undefined> {
  await vault.clear();
  return undefined;
}
