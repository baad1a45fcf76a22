// 简体中文. How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../../i18n/loadLocale';

/** The organization switcher's text in this language, its own chunk, loaded with that widget (./index.ts). */
export default {
  "organizations.switcher.title": "组织",
  "organizations.switcher.label": "当前组织",
  "organizations.switcher.personal": "个人账户",
  "organizations.switcher.option": "{organization}（{role}）",
  "organizations.switcher.activeText": "您正在以{role}身份使用 {organization}。",
  "organizations.switcher.personalText": "您正在使用个人账户。",
  "organizations.switcher.none": "您还不是任何组织的成员。",
  "organizations.switcher.switching": "正在切换…",
  "organizations.switcher.create": "创建组织",
  "organizations.create.title": "创建组织",
  "organizations.create.name": "名称",
  "organizations.create.slug": "URL 名称（可选）",
  "organizations.create.slugHint": "小写字母、数字和连字符。留空则根据名称生成。",
  "organizations.create.submit": "创建",
  "organizations.create.nameRequired": "请输入组织名称。",
  "organizations.create.nameTooLong": "名称最多 100 个字符。",
  "organizations.create.slugInvalid": "请使用 1 到 48 个小写字母、数字和连字符，并以字母或数字开头和结尾。",
  "error.duplicate_organization_slug": "另一个组织已在使用此 URL 名称。",
  "error.organization_not_found": "该组织不存在，或者您不是其成员。",
} satisfies LocaleFile;
