import {
  ARTICLE_CATEGORIES,
  ARTICLE_LANGUAGES,
  ARTICLE_LIMITS,
  ARTICLE_RATING_MAX,
  ARTICLE_RATING_MIN,
  ARTICLE_REQUIRED_FIELDS_MESSAGE,
  ARTICLES_PAGE_MAX,
  type ApproveArticleRequest,
  type ArticleCategory,
  type ArticleListQuery,
  type ArticleRequest,
  type Language,
  type RateArticleRequest,
} from '@isl/contracts';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { TextField } from '../../../platform/http/text-field.decorator';
import { WholeNumber } from '../../../platform/http/whole-number.decorator';
import { OBJECT_PATH } from '../../uploads';

const blank = (field: string) => `${field} must not be blank. ${ARTICLE_REQUIRED_FIELDS_MESSAGE}`;

export class CreateArticleDto implements ArticleRequest {
  @TextField('title', { min: ARTICLE_LIMITS.title.min, max: ARTICLE_LIMITS.title.max, tooShort: blank('title'), description: 'Plain text' })
  title: string;

  @TextField('content', { min: ARTICLE_LIMITS.content.min, max: ARTICLE_LIMITS.content.max, layout: 'paragraphs', tooShort: blank('content'), description: 'Markdown; HTML in it is shown as text' })
  content: string;

  @TextField('excerpt', { max: ARTICLE_LIMITS.excerpt.max, optional: true, layout: 'paragraphs', description: 'Plain text; without it, the start of the content is shown' })
  excerpt?: string | null;

  @ApiPropertyOptional({ enum: ARTICLE_CATEGORIES, default: 'news' })
  @IsOptional()
  @IsIn(ARTICLE_CATEGORIES, { message: `category must be one of ${ARTICLE_CATEGORIES.join(', ')}` })
  category?: ArticleCategory;

  @ApiPropertyOptional({ default: false, description: 'true: submit it for review (pending); false: keep it a draft' })
  @IsOptional()
  @IsBoolean({ message: 'isPublished must be true or false' })
  isPublished?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Ask to be featured; the approving editor decides' })
  @IsOptional()
  @IsBoolean({ message: 'isFeatured must be true or false' })
  isFeatured?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'The objectPath of your processed media upload (an image); null: none', example: '/objects/2f0c9a1e-51a4-4c1e-9d55-0f3b6a7c8d9e' })
  @IsOptional()
  @IsString({ message: 'featuredImageUrl must be text' })
  @Matches(OBJECT_PATH, { message: 'featuredImageUrl must be the objectPath of an upload (/objects/<id>)' })
  featuredImageUrl?: string | null;

  @ApiPropertyOptional({ enum: ARTICLE_LANGUAGES, description: "Default: the request's Accept-Language when en, ar or ku, else en" })
  @IsOptional()
  @IsIn(ARTICLE_LANGUAGES, { message: `language must be one of ${ARTICLE_LANGUAGES.join(', ')}` })
  language?: Language;
}

/** Every field optional; null leaves a field as it is, except excerpt and featuredImageUrl, where null removes it. */
export class UpdateArticleDto extends PartialType(CreateArticleDto, { skipNullProperties: false }) {}

export class ArticleListQueryDto implements ArticleListQuery {
  @ApiPropertyOptional({ enum: ARTICLE_CATEGORIES })
  @IsOptional()
  @IsIn(ARTICLE_CATEGORIES, { message: `category must be one of ${ARTICLE_CATEGORIES.join(', ')}` })
  category?: ArticleCategory;

  @ApiPropertyOptional({ enum: ARTICLE_LANGUAGES, description: "The reader's language, whose articles come first (default: Accept-Language, else en)" })
  @IsOptional()
  @IsIn(ARTICLE_LANGUAGES, { message: `language must be one of ${ARTICLE_LANGUAGES.join(', ')}` })
  language?: Language;

  @IsOptional()
  @WholeNumber(1)
  page?: number;

  @IsOptional()
  @WholeNumber(1, ARTICLES_PAGE_MAX)
  limit?: number;
}

export class RateArticleDto implements RateArticleRequest {
  @ApiProperty({ type: 'integer', minimum: ARTICLE_RATING_MIN, maximum: ARTICLE_RATING_MAX })
  @IsDefined({ message: 'rating is required' })
  @IsInt({ message: `rating must be a whole number from ${ARTICLE_RATING_MIN} to ${ARTICLE_RATING_MAX}` })
  @Min(ARTICLE_RATING_MIN, { message: `rating must be a whole number from ${ARTICLE_RATING_MIN} to ${ARTICLE_RATING_MAX}` })
  @Max(ARTICLE_RATING_MAX, { message: `rating must be a whole number from ${ARTICLE_RATING_MIN} to ${ARTICLE_RATING_MAX}` })
  rating: number;
}

export class ApproveArticleDto implements ApproveArticleRequest {
  @ApiPropertyOptional({ description: 'Feature it (default: what the author asked)' })
  @IsOptional()
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;
}
