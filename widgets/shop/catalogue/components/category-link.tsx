export type CategoryLinkProps = {
  url: string;
  name: string;
  isCurrent: boolean;
};

/** A category's page: the current one is marked for assistive technology and styled as active. */
export function CategoryLink({ url, name, isCurrent }: CategoryLinkProps) {
  return (
    <a
      href={url}
      className={`weekbox-category-link${isCurrent ? " active" : ""}`}
      aria-current={isCurrent ? "page" : undefined}
    >
      {name}
    </a>
  );
}
