/**
 * The folder of private uploads on the local disk (CVs, CSV exports, CRM import files): never served
 * as static files, only through Payload's API after its read access (staff). On S3 they go to the
 * private bucket or prefix instead (src/storage.ts).
 */
export const privateUploadsDir = (env: Record<string, string | undefined> = process.env): string =>
  env.PRIVATE_UPLOADS_DIR || (env.MEDIA_DIR ? `${env.MEDIA_DIR}-private` : 'private-uploads')
