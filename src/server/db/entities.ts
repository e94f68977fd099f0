import type { EntitySchema } from '@mikro-orm/core'
import { RateLimitCounterEntity } from '@/server/lib/limits/rate-limit-counter.entity'
import { SessionEntity } from '@/server/features/auth/session.entity'
import { UserEntity } from '@/server/features/auth/user.entity'
import { BlogArticleTagEntity } from '@/server/features/blog/blog-article-tag.entity'
import { BlogArticleEntity } from '@/server/features/blog/blog-article.entity'
import { BlogArticleRevisionEntity } from '@/server/features/blog/blog-article-revision.entity'
import { BlogArticlePreviewLinkEntity } from '@/server/features/blog/blog-article-preview-link.entity'
import { BlogCategoryEntity } from '@/server/features/blog/blog-category.entity'
import { BlogSearchWordEntity } from '@/server/features/blog/blog-search-word.entity'
import { BlogTagEntity } from '@/server/features/blog/blog-tag.entity'
import { CallEmailEntity } from '@/server/features/booking/call-email.entity'
import { CallOutcomeEntity } from '@/server/features/booking/call-outcome.entity'
import { CalendarFeedEntity } from '@/server/features/booking/calendar-feed.entity'
import { ContactSubmissionEntity } from '@/server/features/contact/contact-submission.entity'
import {
  LeadMessageEntity,
  LeadNoteEntity,
  LeadStatusChangeEntity,
} from '@/server/features/contact/lead-record.entity'
import { BrandCampusRecommendationEntity } from '@/server/features/matching/brand-campus-recommendation.entity'
import { BrandProfileEntity } from '@/server/features/matching/brand-profile.entity'
import { MediaImageEntity, MediaImageVariantEntity } from '@/server/features/media/media-image.entity'
import { CampusProgramEntity } from '@/server/features/programs/campus-program.entity'
import { SchoolSearchWordEntity } from '@/server/features/schools/school-search-word.entity'
import { SchoolEntity } from '@/server/features/schools/school.entity'
import { ApiKeyEntity } from '@/server/features/api-keys/api-key.entity'
import { WebhookDeliveryEntity, WebhookEntity } from '@/server/features/webhooks/webhook.entity'
import { PasswordResetEntity } from '@/server/features/team/password-reset.entity'
import { StaffInvitationEntity } from '@/server/features/team/staff-invitation.entity'
import { AuditEntryEntity } from '@/server/features/audit/audit-entry.entity'
import { SiteFigureEntity } from '@/server/features/site/site-figure.entity'
import { CaseStudyEntity } from '@/server/features/case-studies/case-study.entity'
import { SitePageEntity } from '@/server/features/site/site-page.entity'
import { ContentRevisionEntity } from '@/server/features/site/content-revision.entity'
import {
  PendingSignInEntity,
  RecoveryCodeEntity,
  RememberedDeviceEntity,
  TwoFactorSecretEntity,
} from '@/server/features/auth/two-factor/two-factor.entity'
import { AppSettingEntity } from './app-setting.entity'

/**
 * Every table the ORM maps. A new entity is added here, then a migration is generated. Typed as a plain list:
 * the inferred type of forty entity schemas is longer than tsc will write into the emitted declarations.
 */
export const entities: EntitySchema[] = [
  AppSettingEntity,
  UserEntity,
  SessionEntity,
  ContactSubmissionEntity,
  CallEmailEntity,
  CallOutcomeEntity,
  CalendarFeedEntity,
  LeadNoteEntity,
  LeadStatusChangeEntity,
  LeadMessageEntity,
  SchoolEntity,
  SchoolSearchWordEntity,
  CampusProgramEntity,
  BrandProfileEntity,
  BrandCampusRecommendationEntity,
  BlogCategoryEntity,
  BlogTagEntity,
  BlogArticleEntity,
  BlogArticleTagEntity,
  BlogArticleRevisionEntity,
  BlogArticlePreviewLinkEntity,
  BlogSearchWordEntity,
  RateLimitCounterEntity,
  MediaImageEntity,
  MediaImageVariantEntity,
  WebhookEntity,
  WebhookDeliveryEntity,
  ApiKeyEntity,
  StaffInvitationEntity,
  PasswordResetEntity,
  AuditEntryEntity,
  SiteFigureEntity,
  CaseStudyEntity,
  SitePageEntity,
  ContentRevisionEntity,
  TwoFactorSecretEntity,
  RecoveryCodeEntity,
  PendingSignInEntity,
  RememberedDeviceEntity,
]
