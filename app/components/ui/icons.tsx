import type { SVGProps } from "react";
import sprite from "~/assets/icons.svg?url";

/**
 * Lucide icons drawn from one cached sprite (app/assets/icons.svg, made by
 * `npm run icons` from the names below): a page repeats `<use href>` instead of
 * each icon's paths, and no icon code ships to the browser.
 */
function icon(id: string) {
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg className={className ? `icon ${className}` : "icon"} aria-hidden="true" {...props}>
        <use href={`${sprite}#${id}`} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${id})`;
  return Icon;
}

export type IconComponent = ReturnType<typeof icon>;

export const ArrowLeft = icon("arrow-left");
export const Award = icon("award");
export const BadgeCheck = icon("badge-check");
export const Bone = icon("bone");
export const Brain = icon("brain");
export const Calendar = icon("calendar");
export const Car = icon("car");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const ClipboardList = icon("clipboard-list");
export const Droplet = icon("droplet");
export const ExternalLink = icon("external-link");
export const Eye = icon("eye");
export const Factory = icon("factory");
export const FlaskConical = icon("flask-conical");
export const Flower2 = icon("flower-2");
export const Gift = icon("gift");
export const GitCompare = icon("git-compare");
export const Heart = icon("heart");
export const HeartHandshake = icon("heart-handshake");
export const Keyboard = icon("keyboard");
export const Leaf = icon("leaf");
export const Loader2 = icon("loader-circle");
export const Lock = icon("lock");
export const LogIn = icon("log-in");
export const Mail = icon("mail");
export const MapPin = icon("map-pin");
export const Menu = icon("menu");
export const MessageCircle = icon("message-circle");
export const Mic = icon("mic");
export const MicOff = icon("mic-off");
export const Minus = icon("minus");
export const Moon = icon("moon");
export const Package = icon("package");
export const PartyPopper = icon("party-popper");
export const Pause = icon("pause");
export const Phone = icon("phone");
export const Plane = icon("plane");
export const Play = icon("play");
export const Plus = icon("plus");
export const Quote = icon("quote");
export const RefreshCw = icon("refresh-cw");
export const Repeat = icon("repeat");
export const Ribbon = icon("ribbon");
export const RotateCcw = icon("rotate-ccw");
export const Scale = icon("scale");
export const Search = icon("search");
export const Send = icon("send");
export const SendHorizontal = icon("send-horizontal");
export const Shield = icon("shield");
export const ShieldCheck = icon("shield-check");
export const ShoppingBag = icon("shopping-bag");
export const ShoppingCart = icon("shopping-cart");
export const Smile = icon("face-slightly-smiling");
export const Sparkles = icon("sparkles");
export const Star = icon("star");
export const Stethoscope = icon("stethoscope");
export const ThumbsDown = icon("thumbs-down");
export const ThumbsUp = icon("thumbs-up");
export const Trash2 = icon("trash");
export const Truck = icon("truck");
export const Tv = icon("tv");
export const User = icon("user");
export const Users = icon("users");
export const Volume2 = icon("volume-2");
export const X = icon("x");
export const Zap = icon("zap");
