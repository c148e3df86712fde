import { SectionLoading } from "@/components/admin/shell/section-loading";

export default function Loading() {
  return <SectionLoading name="Subscribers" />;
}
