import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/shared/constants';

export type AvatarFileProblem = 'type' | 'size';

/**
 * The avatar file, checked before uploading: png, jpg, jpeg or webp (by MIME type or, when the browser gives none,
 * by extension) and at most 10 MB. The server checks the content again; this only saves a pointless upload.
 */
export function avatarFileProblem(file: File): AvatarFileProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? (AVATAR_TYPES as readonly string[]).includes(file.type)
    : (AVATAR_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/** The file input's accept list, so the picker offers only what is allowed. */
export const AVATAR_ACCEPT = [...AVATAR_TYPES, ...AVATAR_EXTENSIONS.map((ext) => `.${ext}`)].join(',');
