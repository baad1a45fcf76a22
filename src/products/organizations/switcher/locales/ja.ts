// 日本語（です・ます調）. How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../../i18n/loadLocale';

/** The organization switcher's text in this language, its own chunk, loaded with that widget (./index.ts). */
export default {
  "organizations.switcher.title": "組織",
  "organizations.switcher.label": "アクティブな組織",
  "organizations.switcher.personal": "個人アカウント",
  "organizations.switcher.option": "{organization}（{role}）",
  "organizations.switcher.activeText": "{organization} で {role} として作業しています。",
  "organizations.switcher.personalText": "個人アカウントで作業しています。",
  "organizations.switcher.none": "まだどの組織のメンバーでもありません。",
  "organizations.switcher.switching": "切り替えています…",
  "organizations.switcher.create": "組織を作成",
  "organizations.create.title": "組織を作成",
  "organizations.create.name": "名前",
  "organizations.create.slug": "URL 名（任意）",
  "organizations.create.slugHint": "小文字の英字、数字、ハイフンを使用できます。空欄の場合は名前から作成されます。",
  "organizations.create.submit": "作成",
  "organizations.create.nameRequired": "組織の名前を入力してください。",
  "organizations.create.nameTooLong": "名前は 100 文字以内です。",
  "organizations.create.slugInvalid": "小文字の英字、数字、ハイフンを 1～48 文字で入力し、先頭と末尾は英字か数字にしてください。",
  "error.duplicate_organization_slug": "この URL 名は別の組織で使用されています。",
  "error.organization_not_found": "その組織は存在しないか、あなたはそのメンバーではありません。",
} satisfies LocaleFile;
