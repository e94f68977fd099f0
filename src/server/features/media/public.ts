/**
 * What other features may use of media (ADR 0086): storing an image, storing one encoded ahead of time (the blog's
 * seed artwork), and encoding one as an upload is (the command that makes that artwork).
 */
export { storeEncodedImage, storeImage } from './media.service'
export { encodeVariants, type EncodedVariant } from './image-processing'
