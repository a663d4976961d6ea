import type { Endpoint } from './endpoint';

/**
 * Uploads (catalogue-and-commerce.md §5, §7): one file in the multipart field "file", which the API reads
 * itself (no JSON body), served back under /uploads. Each user's uploads are held to a rate (429) and a
 * storage quota (413); a file is checked against its kind's size (413) and formats (415, 422).
 */

export const uploadImageFile = {
  area: 'uploads',
  method: 'POST',
  path: '/upload/image',
  summary: 'Upload one image file (multipart field "file")',
  access: 'user',
  status: 201,
  errors: [400, 413, 415, 422, 429],
  schema: (s) => ({ response: s.UploadResponseSchema }),
} as const satisfies Endpoint;

export const uploadAudioFile = {
  area: 'uploads',
  method: 'POST',
  path: '/upload/audio',
  summary: 'Upload one audio file (multipart field "file")',
  access: 'user',
  status: 201,
  errors: [400, 413, 415, 422, 429],
  schema: (s) => ({ response: s.UploadResponseSchema }),
} as const satisfies Endpoint;

export const uploadVideoFile = {
  area: 'uploads',
  method: 'POST',
  path: '/upload/video',
  summary: 'Upload one video file (multipart field "file")',
  access: 'user',
  status: 201,
  errors: [400, 413, 415, 422, 429],
  schema: (s) => ({ response: s.UploadResponseSchema }),
} as const satisfies Endpoint;

export const uploadEpisodeFile = {
  area: 'uploads',
  method: 'POST',
  path: '/upload/episode',
  summary: 'Upload one episode file (multipart field "file")',
  access: 'user',
  status: 201,
  errors: [400, 413, 415, 422, 429],
  schema: (s) => ({ response: s.UploadResponseSchema }),
} as const satisfies Endpoint;
