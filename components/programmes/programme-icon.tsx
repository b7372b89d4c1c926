import {
  Baby,
  Banknote,
  Briefcase,
  Building2,
  Calculator,
  ChartColumn,
  Code,
  Globe,
  Handshake,
  Heart,
  Landmark,
  Laptop,
  Leaf,
  Megaphone,
  Microscope,
  Network,
  Pill,
  Scale,
  Shield,
  Stethoscope,
  Truck,
  Users,
  UsersRound,
  type Icon as IconComponent,
} from '@/components/ui/icons';
import type { ProgrammeIcon as IconName } from '@/content/types';

const icons = {
  briefcase: Briefcase,
  scale: Scale,
  network: Network,
  code: Code,
  users: Users,
  chart: ChartColumn,
  globe: Globe,
  bank: Banknote,
  calculator: Calculator,
  people: UsersRound,
  building: Building2,
  truck: Truck,
  laptop: Laptop,
  megaphone: Megaphone,
  pill: Pill,
  stethoscope: Stethoscope,
  microscope: Microscope,
  baby: Baby,
  shield: Shield,
  leaf: Leaf,
  handshake: Handshake,
  landmark: Landmark,
  heart: Heart,
} as const satisfies Record<IconName, IconComponent>;

/** The programme's icon (decorative: the title beside it names the programme): plain SVG, no script. */
export function ProgrammeIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
