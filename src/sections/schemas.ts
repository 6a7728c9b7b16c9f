import { schema as article } from './article/schema.ts'
import { schema as articleList } from './articleList/schema.ts'
import { schema as cardGrid } from './cardGrid/schema.ts'
import { schema as contactForm } from './contactForm/schema.ts'
import { schema as cta } from './cta/schema.ts'
import { schema as faq } from './faq/schema.ts'
import { schema as featureList } from './featureList/schema.ts'
import { schema as hero } from './hero/schema.ts'
import { schema as jobDetail } from './jobDetail/schema.ts'
import { schema as jobList } from './jobList/schema.ts'
import { schema as newsletter } from './newsletter/schema.ts'
import { schema as partnerGrid } from './partnerGrid/schema.ts'
import { schema as process } from './process/schema.ts'
import { schema as richText } from './richText/schema.ts'
import { schema as search } from './search/schema.ts'
import { schema as stats } from './stats/schema.ts'
import { schema as successStory } from './successStory/schema.ts'

/** Every section type and its JSON Schema: the one place a section type is declared. Build-time only. */
export const sectionSchemas = {
  hero,
  cardGrid,
  featureList,
  process,
  faq,
  successStory,
  partnerGrid,
  contactForm,
  jobDetail,
  article,
  cta,
  richText,
  stats,
  jobList,
  articleList,
  newsletter,
  search,
}
