// Types for raster-images.mjs, which raster-images.test.ts imports.
export const ARTWORK_FOLDERS: string[]
export const ARTWORK_WIDTH: number
export const FAVICON_SOURCE: string
export const FAVICONS: { file: string; size: number }[]
export function artworkFiles(): [svg: string, webp: string][]
export function drawingOf(svgFile: string, width: number): Promise<import('sharp').Sharp>
export function webpOf(svgFile: string): Promise<Buffer>
export function pngOf(svgFile: string, size: number): Promise<Buffer>
