import classes from './skip-links.module.css';

function focusFirst(selector: string) {
  document.querySelector<HTMLElement>(selector)?.focus();
}

/**
 * Links that show when focused, before the inbox's controls: past the search and filters to the list (its one
 * Tab stop), or to the open post.
 */
export function SkipLinks({ listId, detailsId }: { listId: string; detailsId: string }) {
  return (
    <nav aria-label="Skip links" className={classes.links}>
      <a
        className={classes.link}
        href={`#${listId}`}
        onClick={(event) => {
          event.preventDefault();
          focusFirst(`#${CSS.escape(listId)} [tabindex="0"]`);
        }}
      >
        Skip to the post list
      </a>
      <a
        className={classes.link}
        href={`#${detailsId}`}
        onClick={(event) => {
          event.preventDefault();
          focusFirst(`#${CSS.escape(detailsId)}`);
        }}
      >
        Skip to the open post
      </a>
    </nav>
  );
}
