export { Button, type ButtonProps } from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
export { TextInput, type TextInputProps } from './TextInput';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  type TabsProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsContentProps,
} from './Tabs';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Collapsible, type CollapsibleProps } from './Collapsible';
export { Divider, type DividerProps } from './Divider';
export { Card, type CardProps } from './Card';
export { Banner, type BannerProps } from './Banner';
export { FloatingLoader, type FloatingLoaderProps } from './FloatingLoader';
export { Logo, type LogoProps } from './Logo';
export { Heading, type HeadingProps } from './Heading';
export { Text, type TextProps } from './Text';
export { Badge, type BadgeProps } from './Badge';
export { Checklist, type ChecklistProps, type ChecklistItem } from './Checklist';
export { StrengthMeter, type StrengthMeterProps } from './StrengthMeter';
export { Watermark, type WatermarkProps } from './Watermark';
export { Icon, type IconProps, type Glyph } from './Icon';
export * as glyphs from './glyphs';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { OTPInput, type OTPInputProps } from './OTPInput';
export { PhoneInput, PHONE_FORMAT_TIMEOUT_MS, type PhoneInputProps, type PhoneValue } from './PhoneInput';
export { Toast, type ToastProps } from './Toast';
export { Toaster, type ToasterProps } from './Toaster';
export { ToasterProvider, useToaster, useToasts, type ToasterApi, type ToasterProviderProps } from './ToasterProvider';
export { AnnouncerProvider, useAnnounceElement, type AnnouncerProviderProps } from './Announcer';
export { FieldError, type FieldErrorProps } from './FieldError';
export { Field, type FieldProps, type ValueFieldProps } from './Field';
export { DirectionContext, useDirection, type Direction } from './direction';
export { Checkbox, type CheckboxProps } from './Checkbox';
