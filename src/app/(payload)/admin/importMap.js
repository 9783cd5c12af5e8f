import { PriceCell as PriceCell_3d520c91b67318f58f4aaaecbbbeb3c4 } from '../../../../src/admin/lists/PropertyCells'
import { ThumbnailCell as ThumbnailCell_3d520c91b67318f58f4aaaecbbbeb3c4 } from '../../../../src/admin/lists/PropertyCells'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { YesNoCell as YesNoCell_3d520c91b67318f58f4aaaecbbbeb3c4 } from '../../../../src/admin/lists/PropertyCells'
import { GoalCell as GoalCell_3d520c91b67318f58f4aaaecbbbeb3c4 } from '../../../../src/admin/lists/PropertyCells'
import { MarqueeCell as MarqueeCell_3d520c91b67318f58f4aaaecbbbeb3c4 } from '../../../../src/admin/lists/PropertyCells'
import { StatusBadgeCell as StatusBadgeCell_3d520c91b67318f58f4aaaecbbbeb3c4 } from '../../../../src/admin/lists/PropertyCells'
import { PublishButton as PublishButton_cf27a1dd8af1b0d068359579e3e214e7 } from '../../../../src/admin/versions/PublishButton'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ColourField as ColourField_e2172e1c1123e3902927163a51684e51 } from '../../../../src/admin/colourField/ColourField'
import { ModerationActions as ModerationActions_1734748a37ea6ce41a84697fb911f55c } from '../../../../src/admin/testimonials/ModerationActions'
import { FolderTableCell as FolderTableCell_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'
import { FolderField as FolderField_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'
import { DefaultsField as DefaultsField_91f7a06f1867cb5a07da919e6510d8bc } from '../../../../src/admin/translations/DefaultsField'
import { TranslationsView as TranslationsView_b9d08fac3c5e5852830bf157805d5082 } from '../../../../src/admin/translations/TranslationsView'
import { Answers as Answers_ce160e0f10f5810de5ec10044e92d1c7 } from '../../../../src/admin/leads/Answers'
import { OtherLeads as OtherLeads_ef04efca0caf2c10b3ba0219dadf3da0 } from '../../../../src/admin/leads/OtherLeads'
import { ReplyTemplatePicker as ReplyTemplatePicker_5c9b93ccf29695720c037dcfac8f1457 } from '../../../../src/admin/leads/ReplyTemplatePicker'
import { ExportListMenuItem as ExportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportProgress as ImportProgress_4d9da90d547cd07a32f1bbbf0ba0365d } from '../../../../src/admin/crmImports/ImportProgress'
import { EmailKindCell as EmailKindCell_3efe32b4c4efc15431d522bd4b440e0f } from '../../../../src/admin/lists/EmailKindCell'
import { OwnerLinks as OwnerLinks_dc90f316fad230b3ccf8dfda6d325e95 } from '../../../../src/admin/owners/OwnerLinks'
import { ResetButton as ResetButton_74f9c847b6866d844785bcbb74cc3158 } from '../../../../src/admin/twoFactor/ResetButton'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortOrderField as SortOrderField_82fc2a16f084faf1114c2f7cbca511cf } from '../../../../src/admin/exports/SortOrderField'
import { LocaleField as LocaleField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { FieldsToExport as FieldsToExport_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_7f1dab9eea5626ba94db494f6738a287 } from '../../../../src/admin/exports/ExportPreview'
import { ExportSaveButton as ExportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { QueryPresetsAccessCell as QueryPresetsAccessCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsWhereCell as QueryPresetsWhereCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsWhereField as QueryPresetsWhereField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsColumnsCell as QueryPresetsColumnsCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsColumnField as QueryPresetsColumnField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsGroupByCell as QueryPresetsGroupByCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsGroupByField as QueryPresetsGroupByField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { TwoFactorNavLink as TwoFactorNavLink_ed75bd76b9b6960864060f5b882e4116 } from '../../../../src/admin/twoFactor/NavLink'
import { LeadsPanel as LeadsPanel_6cc58db9ccf86d614c4c71889c0d64a0 } from '../../../../src/admin/dashboard/LeadsPanel'
import { EnrolmentGate as EnrolmentGate_6021c8a880f1470da4712941d0b9af37 } from '../../../../src/admin/twoFactor/EnrolmentGate'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { LoginView as LoginView_0cbce36133fb692afad9770ab249500d } from '../../../../src/admin/twoFactor/LoginView'
import { TwoFactorView as TwoFactorView_067276d7e6bf8f1cab6286030f71f0a2 } from '../../../../src/admin/twoFactor/TwoFactorView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/admin/lists/PropertyCells#PriceCell": PriceCell_3d520c91b67318f58f4aaaecbbbeb3c4,
  "/src/admin/lists/PropertyCells#ThumbnailCell": ThumbnailCell_3d520c91b67318f58f4aaaecbbbeb3c4,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/src/admin/lists/PropertyCells#YesNoCell": YesNoCell_3d520c91b67318f58f4aaaecbbbeb3c4,
  "/src/admin/lists/PropertyCells#GoalCell": GoalCell_3d520c91b67318f58f4aaaecbbbeb3c4,
  "/src/admin/lists/PropertyCells#MarqueeCell": MarqueeCell_3d520c91b67318f58f4aaaecbbbeb3c4,
  "/src/admin/lists/PropertyCells#StatusBadgeCell": StatusBadgeCell_3d520c91b67318f58f4aaaecbbbeb3c4,
  "/src/admin/versions/PublishButton#PublishButton": PublishButton_cf27a1dd8af1b0d068359579e3e214e7,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/admin/colourField/ColourField#ColourField": ColourField_e2172e1c1123e3902927163a51684e51,
  "/src/admin/testimonials/ModerationActions#ModerationActions": ModerationActions_1734748a37ea6ce41a84697fb911f55c,
  "@payloadcms/next/rsc#FolderTableCell": FolderTableCell_f9c02e79a4aed9a3924487c0cd4cafb1,
  "@payloadcms/next/rsc#FolderField": FolderField_f9c02e79a4aed9a3924487c0cd4cafb1,
  "/src/admin/translations/DefaultsField#DefaultsField": DefaultsField_91f7a06f1867cb5a07da919e6510d8bc,
  "/src/admin/translations/TranslationsView#TranslationsView": TranslationsView_b9d08fac3c5e5852830bf157805d5082,
  "/src/admin/leads/Answers#Answers": Answers_ce160e0f10f5810de5ec10044e92d1c7,
  "/src/admin/leads/OtherLeads#OtherLeads": OtherLeads_ef04efca0caf2c10b3ba0219dadf3da0,
  "/src/admin/leads/ReplyTemplatePicker#ReplyTemplatePicker": ReplyTemplatePicker_5c9b93ccf29695720c037dcfac8f1457,
  "@payloadcms/plugin-import-export/rsc#ExportListMenuItem": ExportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "/src/admin/crmImports/ImportProgress#ImportProgress": ImportProgress_4d9da90d547cd07a32f1bbbf0ba0365d,
  "/src/admin/lists/EmailKindCell#EmailKindCell": EmailKindCell_3efe32b4c4efc15431d522bd4b440e0f,
  "/src/admin/owners/OwnerLinks#OwnerLinks": OwnerLinks_dc90f316fad230b3ccf8dfda6d325e95,
  "/src/admin/twoFactor/ResetButton#ResetButton": ResetButton_74f9c847b6866d844785bcbb74cc3158,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "/src/admin/exports/SortOrderField#SortOrderField": SortOrderField_82fc2a16f084faf1114c2f7cbca511cf,
  "@payloadcms/plugin-import-export/rsc#LocaleField": LocaleField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#FieldsToExport": FieldsToExport_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "/src/admin/exports/ExportPreview#ExportPreview": ExportPreview_7f1dab9eea5626ba94db494f6738a287,
  "@payloadcms/plugin-import-export/rsc#ExportSaveButton": ExportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/next/client#QueryPresetsAccessCell": QueryPresetsAccessCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsWhereCell": QueryPresetsWhereCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsWhereField": QueryPresetsWhereField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsColumnsCell": QueryPresetsColumnsCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsColumnField": QueryPresetsColumnField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsGroupByCell": QueryPresetsGroupByCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsGroupByField": QueryPresetsGroupByField_2b8867833a34864a02ddf429b0728a40,
  "/src/admin/twoFactor/NavLink#TwoFactorNavLink": TwoFactorNavLink_ed75bd76b9b6960864060f5b882e4116,
  "/src/admin/dashboard/LeadsPanel#LeadsPanel": LeadsPanel_6cc58db9ccf86d614c4c71889c0d64a0,
  "/src/admin/twoFactor/EnrolmentGate#EnrolmentGate": EnrolmentGate_6021c8a880f1470da4712941d0b9af37,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/admin/twoFactor/LoginView#LoginView": LoginView_0cbce36133fb692afad9770ab249500d,
  "/src/admin/twoFactor/TwoFactorView#TwoFactorView": TwoFactorView_067276d7e6bf8f1cab6286030f71f0a2,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
