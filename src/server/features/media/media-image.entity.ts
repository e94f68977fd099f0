import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/public'

/**
 * An uploaded image (ADR 0043): what the original was, never its bytes. The id is the first 128 bits of the
 * original's SHA-256, so uploading the same file twice finds the first upload.
 */
export const MediaImageEntity = defineEntity({
  name: 'MediaImage',
  tableName: 'media_images',
  properties: {
    id: p.string().length(32).primary(),
    /** The format sharp read from the bytes: jpeg, png, webp or avif. */
    format: p.string().length(10),
    /** The original's size, upright (after its EXIF orientation), and its length in bytes. */
    width: p.integer(),
    height: p.integer(),
    byteSize: p.integer(),
    uploadedBy: () => p.manyToOne(UserEntity).fieldName('uploaded_by_id').nullable().deleteRule('set null'),
    createdAt: createdAtColumn(),
  },
})
export type MediaImage = InferEntity<typeof MediaImageEntity>

/**
 * One WebP variant of an image, its bytes in the database so that every replica serves it (ADR 0043). The bytes
 * are lazy: only the handler that sends them loads them.
 */
export const MediaImageVariantEntity = defineEntity({
  name: 'MediaImageVariant',
  tableName: 'media_image_variants',
  properties: {
    image: () => p.manyToOne(MediaImageEntity).primary().deleteRule('cascade'),
    width: p.integer().primary(),
    height: p.integer(),
    byteSize: p.integer(),
    bytes: p.blob().lazy(),
  },
})
export type MediaImageVariant = InferEntity<typeof MediaImageVariantEntity>
