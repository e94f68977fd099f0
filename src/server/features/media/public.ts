/** What other features may use of media (ADR 0086): storing an image (the blog's seed pictures). */
export { storeImage } from './media.service'
export { loadSharp } from './image-processing'
