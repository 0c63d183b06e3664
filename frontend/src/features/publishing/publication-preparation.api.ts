import { apiRequest } from '../../api/client';

/** `GET /api/admin/articles/{id}/preparation`: what is set for a paper's publication before it exists. */
export interface PublicationPreparation {
  status: string;
  licence: string | null;
  galley: { size: number } | null;
}

interface PreparationAnswer {
  success: boolean;
  preparation: PublicationPreparation;
  licences: string[];
}

export interface PreparationView {
  preparation: PublicationPreparation;
  licences: string[];
}

const path = (id: string, rest = '') => `/admin/articles/${encodeURIComponent(id)}/preparation${rest}`;
const view = ({ preparation, licences }: PreparationAnswer): PreparationView => ({ preparation, licences });

export async function fetchPreparation(id: string, token: string): Promise<PreparationView> {
  return view(await apiRequest<PreparationAnswer>(path(id), { token }));
}

export async function savePreparedLicence(
  id: string,
  licence: string,
  token: string,
): Promise<PreparationView> {
  return view(
    await apiRequest<PreparationAnswer>(path(id, '/licence'), { method: 'PUT', json: { licence }, token }),
  );
}

/** Streams the PDF as the multipart field `galley`. */
export async function uploadPreparedGalley(id: string, file: File, token: string): Promise<PreparationView> {
  const form = new FormData();
  form.append('galley', file, file.name);
  return view(await apiRequest<PreparationAnswer>(path(id, '/galley'), { method: 'PUT', body: form, token }));
}

export async function removePreparedGalley(id: string, token: string): Promise<PreparationView> {
  return view(await apiRequest<PreparationAnswer>(path(id, '/galley'), { method: 'DELETE', token }));
}
