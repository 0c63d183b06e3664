// Placeholder cards shown while a catalogue "loads", so the grid keeps its shape.
interface SkeletonGridProps {
  count: number;
  label: string;
}

export function SkeletonGrid({ count, label }: SkeletonGridProps) {
  return (
    <div className="card-grid" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div className="skeleton-card" data-testid="skeleton-card" key={index} aria-hidden="true">
          <div className="skeleton skeleton-card__image" />
          <div className="skeleton-card__body">
            <div className="skeleton skeleton-line skeleton-line--title" />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line skeleton-line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
