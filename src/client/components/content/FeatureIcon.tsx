import {
  BarChart3,
  BookOpen,
  Calendar,
  Crown,
  Feather,
  Globe,
  Heart,
  Languages,
  Leaf,
  Lightbulb,
  type LucideIcon,
  MapPin,
  Search,
  Shield,
  Smile,
  Sparkles,
  Star,
  TrendingUp,
  Type,
  Users,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  BarChart3,
  BookOpen,
  Calendar,
  Crown,
  Feather,
  Globe,
  Heart,
  Languages,
  Leaf,
  Lightbulb,
  MapPin,
  Search,
  Shield,
  Smile,
  Sparkles,
  Star,
  TrendingUp,
  Type,
  Users,
};

/** The lucide icon the content names, or a neutral one. */
export function FeatureIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Star;
  return <Icon className={className} aria-hidden="true" />;
}
