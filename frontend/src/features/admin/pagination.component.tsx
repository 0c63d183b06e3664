import type { Pagination } from '../../api/admin.api';
import { pageNumbers, shownRange } from './admin-query.state';

interface Props {
  pagination: Pagination;
  onPage: (page: number) => void;
}

export function PaginationBar({ pagination, onPage }: Props) {
  const { currentPage, totalPages, totalItems, itemsPerPage } = pagination;
  const { from, to } = shownRange(currentPage, itemsPerPage, totalItems);
  return (
    <div className="admin-pagination">
      <p className="admin-pagination__text" data-testid="pagination-text">
        Showing {from} to {to} of {totalItems} submissions
      </p>
      {totalPages > 1 && (
        <nav className="admin-pagination__pages" aria-label="Pagination">
          <button
            type="button"
            className="admin-pager"
            disabled={currentPage <= 1}
            onClick={() => onPage(currentPage - 1)}
          >
            Previous
          </button>
          {pageNumbers(currentPage, totalPages).map((page, index) =>
            page === 'gap' ? (
              <span key={`gap-${index}`} className="admin-pager__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={page}
                type="button"
                className={`admin-pager${page === currentPage ? ' admin-pager--current' : ''}`}
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={`Page ${page}`}
                onClick={() => onPage(page)}
              >
                {page}
              </button>
            ),
          )}
          <button
            type="button"
            className="admin-pager"
            disabled={currentPage >= totalPages}
            onClick={() => onPage(currentPage + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
