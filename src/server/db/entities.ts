import { RateLimitCounterSchema } from '@/server/lib/limits/rate-limit-counter.entity'
import { SessionSchema } from '@/server/features/auth/session.entity'
import { UserSchema } from '@/server/features/auth/user.entity'
import { BlogArticleTagSchema } from '@/server/features/blog/blog-article-tag.entity'
import { BlogArticleSchema } from '@/server/features/blog/blog-article.entity'
import { BlogCategorySchema } from '@/server/features/blog/blog-category.entity'
import { BlogSearchWordSchema } from '@/server/features/blog/blog-search-word.entity'
import { BlogTagSchema } from '@/server/features/blog/blog-tag.entity'
import { ContactSubmissionSchema } from '@/server/features/contact/contact-submission.entity'
import { BrandCampusRecommendationSchema } from '@/server/features/matching/brand-campus-recommendation.entity'
import { BrandProfileSchema } from '@/server/features/matching/brand-profile.entity'
import { MediaImageSchema, MediaImageVariantSchema } from '@/server/features/media/media-image.entity'
import { CampusProgramSchema } from '@/server/features/programs/campus-program.entity'
import { SchoolSearchWordSchema } from '@/server/features/schools/school-search-word.entity'
import { SchoolSchema } from '@/server/features/schools/school.entity'
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
