/**
 * What other features may use of media (ADR 0086): storing an image, and storing one encoded ahead of time
 * (the blog's seed artwork).
 */
export { storeEncodedImage, storeImage } from './media.service'
export { encodeVariants, loadSharp, type EncodedVariant } from './image-processing'
