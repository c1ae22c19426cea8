export interface UploadValues {
  files: File[];
  consents: string[];
}

export const emptyUpload: UploadValues = { files: [], consents: [] };
