import type { GlobalConfig } from 'payload'

import { ComplianceRules } from './ComplianceRules'
import { FormTexts } from './FormTexts'
import { Home } from './Home'
import { Navigation } from './Navigation'
import { SiteSettings } from './SiteSettings'

export const globals: GlobalConfig[] = [SiteSettings, Home, Navigation, FormTexts, ComplianceRules]
