import type { TemplateIcon } from '@fanline/core';
import {
  BadgeCheck,
  CalendarDays,
  ConciergeBell,
  Crown,
  Flame,
  Gift,
  Heart,
  LineChart,
  Megaphone,
  MessageSquareText,
  RefreshCcw,
  Repeat,
  TrendingUp,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** Core names each template's icon; this maps the names to components, so only these 15 are bundled. */
export const TEMPLATE_ICON_COMPONENTS: Record<TemplateIcon, LucideIcon> = {
  Heart,
  Zap,
  TrendingUp,
  Users,
  Crown,
  Megaphone,
  BadgeCheck,
  ConciergeBell,
  Flame,
  RefreshCcw,
  CalendarDays,
  MessageSquareText,
  Gift,
  LineChart,
  Repeat,
};
