"""Number formatting shared by the report and the check."""


def ns(v):
    if v is None:
        return "—"
    if v < 10:
        return f"{v:.1f}"
    return f"{v:,.0f}"


def ratio(a, b):
    if a is None or b is None or b == 0:
        return None
    return a / b


def fmt_ratio(r):
    if r is None:
        return "—"
    return f"{r:.2f}" if r < 10 else f"{r:,.0f}"


def allocs(v):
    if v is None:
        return "—"
    if v == 0:
        return "0"
    return f"{v:.2f}".rstrip("0").rstrip(".") if v < 100 else f"{v:,.0f}"


def megabytes(v):
    """Bytes as decimal megabytes (1 MB = 1,000,000 bytes), two decimals."""
    if v is None:
        return "—"
    return f"{v / 1e6:,.2f}"
