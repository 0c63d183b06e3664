export { MACRO_MESSAGE, MAX_IMAGE_PIXELS, ARCHIVE_LIMITS, imageTooLargeMessage } from './upload-rules';
export { readImageHeader, tooManyPixels, type ImageHeader, type ImageType } from './image-header';
export {
  officeArchiveProblem,
  compoundFileProblem,
  listsMacroPart,
  type OfficeProblem,
} from './office-archive-check';
export { checkImageUpload, type ImageVerdict } from './image-upload-check';
