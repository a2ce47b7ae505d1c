/** Every upload of the web app goes through here: videos resumably (masters are large), the rest in one request. */
import { ACCEPTED_TYPES, type FileKind, type PublicFileKind } from '@backlot/contract';
import { uploadFile, type UploadOptions } from './upload-file';
import { uploadResumable } from './upload-resumable';

export const upload = (kind: PublicFileKind, file: File, options: UploadOptions = {}) =>
  kind === 'video' ? uploadResumable(file, options) : uploadFile(kind, file, options);

/** What a file picker offers for a kind; the server decides by the content, this only narrows the dialog. */
export const ACCEPT: Record<FileKind, string> = {
  image: ACCEPTED_TYPES.image.join(','),
  video: ACCEPTED_TYPES.video.join(','),
  subtitle: '.srt,.vtt,text/vtt,application/x-subrip',
  attachment: ACCEPTED_TYPES.attachment.join(','),
  scan: ACCEPTED_TYPES.scan.join(','),
};
