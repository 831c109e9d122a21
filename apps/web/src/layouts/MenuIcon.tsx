/** The menu's icon names (Ant Design's, as JeecgBoot menus store them) drawn with lucide icons. */
import {
  Bell,
  BookOpen,
  Circle,
  CreditCard,
  Crown,
  FlaskConical,
  House,
  Image,
  LayoutDashboard,
  LayoutGrid,
  MessageSquare,
  Receipt,
  Settings,
  User,
  Users,
  Wallet,
  Wrench,
  type LucideIcon,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  home: House,
  dashboard: LayoutDashboard,
  appstore: LayoutGrid,
  wallet: Wallet,
  crown: Crown,
  read: BookOpen,
  "account-book": Receipt,
  "pay-circle": CreditCard,
  message: MessageSquare,
  notification: Bell,
  picture: Image,
  setting: Settings,
  team: Users,
  user: User,
  tool: Wrench,
  experiment: FlaskConical,
};

export function MenuIcon({ name, size = 16 }: { name: string | null | undefined; size?: number }) {
  const Icon = (name && ICONS[name]) || Circle;
  return <Icon size={size} aria-hidden="true" />;
}
