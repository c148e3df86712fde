/** What a service includes, one tick per line (service cards and the service details). */
export function ServiceFeatureList({ features, className }: { features: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <span aria-hidden="true" className="text-accent">
            ✓
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
