import { RateLimitCounterSchema } from '../lib/limits/rate-limit-counter.entity'
import { SessionSchema } from '../features/auth/session.entity'
import { UserSchema } from '../features/auth/user.entity'
import { BlogArticleTagSchema } from '../features/blog/blog-article-tag.entity'
import { BlogArticleSchema } from '../features/blog/blog-article.entity'
import { BlogCategorySchema } from '../features/blog/blog-category.entity'
import { BlogSearchWordSchema } from '../features/blog/blog-search-word.entity'
import { BlogTagSchema } from '../features/blog/blog-tag.entity'
import { ContactSubmissionSchema } from '../features/contact/contact-submission.entity'
import { BrandCampusRecommendationSchema } from '../features/matching/brand-campus-recommendation.entity'
import { BrandProfileSchema } from '../features/matching/brand-profile.entity'
import { MediaImageSchema, MediaImageVariantSchema } from '../features/media/media-image.entity'
import { CampusProgramSchema } from '../features/programs/campus-program.entity'
import { SchoolSearchWordSchema } from '../features/schools/school-search-word.entity'
import { SchoolSchema } from '../features/schools/school.entity'
import { AppSettingSchema } from './app-setting.entity'

/** Every table the ORM maps. A new entity is added here, then a migration is generated. */
export const entities = [
  AppSettingSchema,
  UserSchema,
  SessionSchema,
  ContactSubmissionSchema,
  SchoolSchema,
  SchoolSearchWordSchema,
  CampusProgramSchema,
  BrandProfileSchema,
  BrandCampusRecommendationSchema,
  BlogCategorySchema,
  BlogTagSchema,
  BlogArticleSchema,
  BlogArticleTagSchema,
  BlogSearchWordSchema,
  RateLimitCounterSchema,
  MediaImageSchema,
  MediaImageVariantSchema,
]
