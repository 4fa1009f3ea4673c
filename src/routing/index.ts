// routing: module routes, record ids, page URLs, link rules and trust, opening links and modules (docs/reference.md).
export { isExternalLink, isOpenable } from '../env/link-rules';
export { openLink, openModule } from './open-link';
export type { OpenModuleOptions } from './open-module';
export { openPage } from './open-page';
export { type LinkContext, type PageVariant, pageUrl } from './page-url';
export { parseRecordId, type RecordId, type ResolveOptions, resolveRoute } from './resolve';
export {
  getRouter,
  type Router,
  type RouterLocation,
  type RouterProps,
  type RouterType,
  useRouter,
} from './router';
export { addTrustedDomains } from './trust';
export { getUserSettings, onUserSettings, type UserSettingKey, type UserSettings } from './user-settings';
