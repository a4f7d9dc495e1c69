/**
 * Small icons (decorative: always aria-hidden; the text next to them carries the meaning), drawn
 * from one cached sprite (`icons.svg`, a hashed asset): each icon in the HTML is a `<use>` of about
 * 100 bytes instead of its whole drawing, on every page that shows it. The stroke style comes from
 * the `.icon` rule (app.css) and is inherited by the symbol. Only the brand mark stays inline.
 */
import sprite from "./icons.svg?url&no-inline";

type IconProps = { className?: string };

/** The sprite's symbols, one per icon (icons.test.ts checks each exists in icons.svg). */
export const ICON_NAMES = [
  "menu",
  "close",
  "globe",
  "phone",
  "chat",
  "plane",
  "globe-plane",
  "bed",
  "passport",
  "map",
  "tag",
  "card",
  "refund",
  "headset",
  "user",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export function Icon({ name, className }: IconProps & { name: IconName }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} width="24" height="24" aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

export function LogoMark({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill="#0b5cab" />
      <path d="M7 18.5 25 11l-4.5 10.5-4-3.5-3 3v-4.5z" fill="#fff" />
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => <Icon name="menu" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon name="close" {...p} />;
export const GlobeIcon = (p: IconProps) => <Icon name="globe" {...p} />;
export const PhoneIcon = (p: IconProps) => <Icon name="phone" {...p} />;
export const ChatIcon = (p: IconProps) => <Icon name="chat" {...p} />;
export const PlaneIcon = (p: IconProps) => <Icon name="plane" {...p} />;
export const GlobePlaneIcon = (p: IconProps) => <Icon name="globe-plane" {...p} />;
export const BedIcon = (p: IconProps) => <Icon name="bed" {...p} />;
export const PassportIcon = (p: IconProps) => <Icon name="passport" {...p} />;
export const MapIcon = (p: IconProps) => <Icon name="map" {...p} />;
export const TagIcon = (p: IconProps) => <Icon name="tag" {...p} />;
export const CardIcon = (p: IconProps) => <Icon name="card" {...p} />;
export const RefundIcon = (p: IconProps) => <Icon name="refund" {...p} />;
export const HeadsetIcon = (p: IconProps) => <Icon name="headset" {...p} />;
export const UserIcon = (p: IconProps) => <Icon name="user" {...p} />;
