import { apiPaths } from '@/lib/contract/api-paths';
import type { Profile } from '@/lib/contract/customer';
import type { Language } from '@/lib/contract/enums';
import { fileNameFromDisposition } from '@/lib/profile/content-disposition';
import { browserApi } from './client';

/**
 * The profile's privacy calls (issue #49 item 2), through the browser client (which refreshes an
 * expired token once; failures arrive as ApiError): the data export as a file, the marketing
 * choice, and deleting the account.
 */
export type DataExportFormat = 'json' | 'html';

/** The customer's data as the server made it, with the file name its answer gives (else `my-data.{format}`). */
export async function fetchDataExport(format: DataExportFormat, lang: Language): Promise<{ blob: Blob; fileName: string }> {
  const response = await browserApi().get(apiPaths.exportProfileData, { searchParams: { format, lang } });
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? `my-data.${format}` };
}

export async function updateMarketing(email: boolean): Promise<Profile> {
  return browserApi().put(apiPaths.updateMarketing, { json: { email } }).json<Profile>();
}

/** Deletes the account at once (the API ends every session of it). */
export async function deleteAccount(password: string): Promise<void> {
  await browserApi().post(apiPaths.deleteAccount, { json: { password } });
}
