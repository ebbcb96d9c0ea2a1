/** Photo uploads: the picker's checks, the upload's progress and the server's answers (SPEC §8). */
export const uploads = {
  'uploads.error.tooManyFiles': 'Cannot add more files (limit {max})',
  'uploads.error.duplicate': "Cannot add the duplicate file '{name}', it already exists",
  'uploads.error.fileTooLarge': "'{name}' exceeds the maximum size of {size}",
  'uploads.error.tooLarge': 'File exceeds the maximum size of {size}',
  'uploads.error.fileType': 'Only JPEG, PNG, WebP or GIF images are allowed',
  'uploads.error.unreadable': 'The image could not be read. Please try another file.',
  'uploads.error.failed': "Failed to upload '{name}'",
  'uploads.error.quota': 'You have uploaded a lot of photos for now. Please try again later.',
  'uploads.error.linkInvalid': 'This upload link is invalid or has expired',
  'uploads.error.unknownObject': 'This upload was not found',
  'uploads.status.offline': 'No Internet connection',
  'uploads.status.online': 'Connected to the Internet',
} as const;
