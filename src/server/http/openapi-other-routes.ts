import type { JsonSchema } from './api-reference-schema'

const errorAnswer = { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] }
const uploadedImageAnswer = {
  type: 'object',
  properties: { data: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
  required: ['data'],
}

/**
 * Routes that are not operations but are still part of the site's HTTP surface, documented by hand: the image
 * upload (multipart, http/media-upload.ts), feeds for crawlers and readers, and this API's own description.
 */
export const OTHER_ROUTES: Record<string, Record<string, JsonSchema>> = {
  '/api/openapi.json': {
    get: {
      tags: ['meta'],
      summary: 'This document (OpenAPI 3.1)',
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
      },
    },
  },
  '/api/docs': {
    get: {
      tags: ['meta'],
      summary: 'The API reference page, rendered from this document',
      responses: { 200: { description: 'OK', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
  },
  '/api/media/images': {
    post: {
      tags: ['media'],
      summary:
        'Upload an image (staff): JPEG, PNG, WebP or AVIF as multipart/form-data in the field `file`; stored as WebP variants 480, 960 and 1600 px wide (ADR 0043)',
      security: [{ session: [] }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                file: {
                  type: 'string',
                  format: 'binary',
                  description:
                    'The picture: JPEG, PNG, WebP or AVIF, at most UPLOAD_MAX_MB and 50 megapixels',
                },
              },
              required: ['file'],
            },
          },
        },
      },
      responses: {
        201: { description: 'Stored', content: { 'application/json': { schema: uploadedImageAnswer } } },
        200: {
          description: 'The same image was stored before',
          content: { 'application/json': { schema: uploadedImageAnswer } },
        },
        400: {
          description: 'Not a multipart body with a readable image, or one side more than 20 times the other',
          content: { 'application/json': { schema: errorAnswer } },
        },
        401: {
          description: 'Not signed in: no staff session cookie, or an expired one',
          content: { 'application/json': { schema: errorAnswer } },
        },
        403: {
          description:
            'Refused: signed in without staff (admin) rights; or a browser write from another site',
          content: { 'application/json': { schema: errorAnswer } },
        },
        413: {
          description: 'Larger than UPLOAD_MAX_MB or 50 megapixels',
          content: { 'application/json': { schema: errorAnswer } },
        },
        415: {
          description: 'Not JPEG, PNG, WebP or AVIF',
          content: { 'application/json': { schema: errorAnswer } },
        },
      },
    },
  },
  '/blog/rss.xml': {
    get: {
      tags: ['blog'],
      summary: 'The blog’s RSS 2.0 feed (the newest published articles)',
      responses: {
        200: { description: 'OK', content: { 'application/rss+xml': { schema: { type: 'string' } } } },
      },
    },
  },
  '/sitemap.xml': {
    get: {
      tags: ['seo'],
      summary: 'Every public page, school, program and published article, with absolute URLs',
      responses: {
        200: { description: 'OK', content: { 'application/xml': { schema: { type: 'string' } } } },
      },
    },
  },
  '/robots.txt': {
    get: {
      tags: ['seo'],
      summary: 'What crawlers may fetch (not the staff pages), and where the sitemap is',
      responses: { 200: { description: 'OK', content: { 'text/plain': { schema: { type: 'string' } } } } },
    },
  },
}
