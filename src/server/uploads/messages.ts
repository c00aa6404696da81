// Upload answers. Same descriptor pattern as src/shared/messages.ts.
export const uploadMessages = {
  badSignature: /*i18n*/ { id: "upload.badSignature", message: "This upload link is invalid or has expired" },
  wrongType: /*i18n*/ { id: "upload.wrongType", message: "The file does not match the type this upload link allows" },
  tooLarge: /*i18n*/ { id: "upload.tooLarge", message: "The file is too large (5 MB at most)" },
  imageTooLarge: /*i18n*/ { id: "upload.imageTooLarge", message: "The file is too large for this image" },
  unreadableImage: /*i18n*/ { id: "upload.unreadableImage", message: "This image cannot be read: choose a PNG, JPEG or WebP picture" },
  empty: /*i18n*/ { id: "upload.empty", message: "The file is empty" },
  uploaded: /*i18n*/ { id: "upload.uploaded", message: "File uploaded" },
} as const;
